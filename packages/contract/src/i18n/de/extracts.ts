import type { ModuleTexts } from '../en';

export const extracts: ModuleTexts<'extracts'> = {
  'extracts.requested':
    'Ihr Export wird vorbereitet. Sie werden benachrichtigt, sobald er bereit ist – im Portal und per E-Mail.',
  'extracts.requestFailed': 'Der Export konnte nicht angefordert werden. Bitte versuchen Sie es erneut.',
  'extracts.title': 'Ihre Exporte',
  'extracts.hint': 'Vorbereitete Dateien können {{days}} Tage lang heruntergeladen werden, nur von Ihnen.',
  'extracts.none': 'Sie haben in letzter Zeit keinen Export angefordert.',
  'extracts.kind.projects': 'Projektbezogener Export',
  'extracts.kind.brands': 'Markenbezogener Export',
  'extracts.kindInText.projects': 'projektbezogener Export',
  'extracts.kindInText.brands': 'markenbezogener Export',
  'extracts.requestedOn': 'Angefordert am {{date}}',
  'extracts.status.queued': 'Wartet auf Vorbereitung',
  'extracts.status.running': 'Wird vorbereitet',
  'extracts.status.ready': 'Bereit: {{rows}} Zeilen, bis {{date}}',
  'extracts.status.failed': 'Konnte nicht vorbereitet werden',
  'extracts.status.expired': 'Abgelaufen',
  'extracts.download': 'Herunterladen',
  'extracts.downloadFailed': 'Der Download ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'extracts.open': 'Export öffnen',
  'extracts.page.title': 'Export',
  'extracts.page.back': 'Zurück zum Dashboard',
  'extracts.notReady':
    'Dieser Export wird noch vorbereitet. Sie werden benachrichtigt, sobald er bereit ist.',
  'extracts.expired':
    'Dieser Export ist abgelaufen: Vorbereitete Dateien werden {{days}} Tage aufbewahrt. Fordern Sie im Dashboard einen neuen an.',
  'extracts.failed':
    'Dieser Export konnte nicht vorbereitet werden. Fordern Sie im Dashboard einen neuen an.',
  'extracts.tooMany':
    'Sie haben bereits {{max}} Exporte, die auf ihre Vorbereitung warten. Bitte warten Sie, bis einer davon bereit ist.',
  'notification.extractReady':
    'Ihr {{kind}} ist bereit ({{rows}} Zeilen). Laden Sie ihn bis zum {{date}} herunter.',
  'mail.extractReady.subject': 'Ihr {{kind}} ist bereit',
  'mail.extractReady.body':
    'Ihr {{kind}}, angefordert am {{requestedOn}}, ist bereit: {{rows}} Zeilen.\n\nLaden Sie ihn bis zum {{expiresOn}} herunter (Sie werden zur Anmeldung aufgefordert; nur Sie können ihn herunterladen):\n{{link}}\n\nNach diesem Datum wird die Datei gelöscht; im Dashboard können Sie einen neuen anfordern.',
};
