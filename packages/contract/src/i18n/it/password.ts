import type { ModuleTexts } from '../en';

export const password: ModuleTexts<'password'> = {
  'pwd.confirmEmail': "Conferma l'indirizzo e-mail",
  'pwd.newPassword': 'Nuova password',
  'pwd.confirmPassword': 'Conferma la nuova password',
  'pwd.currentPassword': 'Password attuale',
  'pwd.mismatch': 'Le password non corrispondono, inserirle di nuovo',
  'pwd.rules':
    'La nuova password deve contenere almeno {{min}} caratteri, non deve contenere la parte del nome del Suo indirizzo e-mail e non deve essere una password comune.',
  'pwd.account': 'Account utente: {{email}}',
  'pwd.goToLogin': "Vai all'accesso",
  'pwd.reset.title': 'Reimpostazione della password',
  'pwd.reset.intro':
    "Inserisca due volte l'indirizzo e-mail del Suo account. Le invieremo un link per scegliere una nuova password.",
  'pwd.reset.submit': 'Invia il link di reimpostazione',
  'pwd.reset.emailMismatch': "L'indirizzo e-mail principale e quello secondario non corrispondono.",
  'pwd.reset.sent':
    "Le è stata inviata un'e-mail con un link per reimpostare la password. Il link è valido per un'ora.",
  'pwd.reset.locked':
    'Il Suo account è bloccato a causa di troppi tentativi di accesso non riusciti. Riprovi tra 15 minuti.',
  'pwd.reset.notAccepted': "Il Suo account non è ancora stato accettato. Contatti l'assistenza.",
  'pwd.reset.contactSupport': "Contatta l'assistenza",
  'pwd.reset.notRegistered': 'Questo indirizzo e-mail non è registrato.',
  'pwd.reset.requestNew': 'Richiedi un nuovo link',
  'pwd.link.title': 'Scelga una nuova password',
  'pwd.link.submit': 'Salva la nuova password',
  'pwd.link.success': 'La password è stata modificata. Ora può accedere con la nuova password.',
  'pwd.first.title': 'Modifica della password',
  'pwd.first.intro':
    'Questo è il Suo primo accesso. Sostituisca la password temporanea ricevuta via e-mail con una password personale.',
  'pwd.first.submit': 'Modifica la password',
  'pwd.first.success': 'La password è stata modificata. Acceda con la nuova password.',
};
