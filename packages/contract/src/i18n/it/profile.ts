import type { ModuleTexts } from '../en';

export const profile: ModuleTexts<'profile'> = {
  'profile.loading': 'Caricamento del Suo profilo…',
  'profile.emailReadOnly': "L'indirizzo e-mail non può essere modificato.",
  'profile.phone': 'Numero di telefono',
  'profile.company': 'Azienda',
  'profile.brands': 'Marchi',
  'profile.countries': 'Paesi',
  'profile.selectBrand': 'selezioni almeno un marchio',
  'profile.selectCountry': 'selezioni almeno un paese',
  'profile.updated': 'I dati del profilo sono stati aggiornati',
  'profile.saving': 'Salvataggio in corso…',
  'profile.currentPassword': 'Password attuale',
  'profile.newPassword': 'Nuova password',
  'profile.confirmPassword': 'Confermi la nuova password',
  'profile.passwordRules':
    'La nuova password deve contenere almeno {{min}} caratteri, non deve contenere la parte del nome del Suo indirizzo e-mail e non deve essere una password comune.',
  'profile.passwordMismatch': 'Le password non corrispondono.',
  'profile.passwordChanged': 'La password è stata modificata correttamente.',
  'profile.loggingOutSoon': 'Verrà disconnesso tra un momento. Acceda di nuovo con la Sua nuova password.',
  'profile.changePasswordSubmit': 'Modifica password',
};
