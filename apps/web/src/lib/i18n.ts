import i18n, { type BackendModule, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage, type Language } from '@portal/contract';
import { call } from './api';
import { API } from './routes';

const LANGUAGE_KEY = 'portal.language';

/** Language packs come from the server (spec 000 §7: /resources/getresources/{lang}). */
const serverPacks: BackendModule = {
  type: 'backend',
  init() {},
  read(lang, _ns, callback) {
    call(API.getResources, { params: { lang } })
      .then((pack) => callback(null, pack))
      .catch((err: Error) => callback(err, null));
  },
};

const common: InitOptions = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'languageOnly',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
};

function storedLanguage(): Language {
  try {
    return toLanguage(localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function initI18n(resources?: Record<string, Record<string, string>>) {
  if (i18n.isInitialized) return i18n;
  const lng = storedLanguage();
  document.documentElement.lang = lng;
  if (resources) {
    void i18n.use(initReactI18next).init({
      ...common,
      lng,
      resources: Object.fromEntries(Object.entries(resources).map(([l, pack]) => [l, { translation: pack }])),
    });
  } else {
    void i18n
      .use(serverPacks)
      .use(initReactI18next)
      .init({ ...common, lng, react: { useSuspense: true } });
  }
  return i18n;
}

export async function setLanguage(lang: Language) {
  localStorage.setItem(LANGUAGE_KEY, lang);
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}

export default i18n;
