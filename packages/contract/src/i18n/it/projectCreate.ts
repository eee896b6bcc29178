import type { ModuleTexts } from '../en';

export const projectCreate: ModuleTexts<'projectCreate'> = {
  // ---- modulo del sito condiviso ----
  'siteForm.siteSection': 'Informazioni sul sito',
  'siteForm.siteName': 'Nome del sito',
  'siteForm.street': 'Via',
  'siteForm.city': 'Città',
  'siteForm.zipCode': 'CAP',
  'siteForm.country': 'Paese',
  'siteForm.region': 'Regione',
  'siteForm.regionNone': 'Nessuna',
  'siteForm.vatNumber': 'Partita IVA',
  'siteForm.locationCode': 'Codice del sito',
  'siteForm.locationCodeGermany': 'Obbligatorio in Germania: solo lettere e cifre.',
  'siteForm.documentationOnly': 'Solo documentazione',
  'siteForm.brandsSection': 'Selezione dei marchi',
  'siteForm.brandsLegend': 'Marchi presenti in questo sito',
  'siteForm.brandDetails': 'Tipo di contratto e volume di vendita per marchio',
  'siteForm.contractType': 'Tipo di contratto',
  'siteForm.salesVolume': 'Vendite annue',
  'siteForm.contactSection': 'Referente del sito',
  'siteForm.fullName': 'Nome e cognome',
  'siteForm.email': 'E-mail',
  'siteForm.phone': 'Telefono',

  // ---- regole dei campi ----
  'project.validation.siteName':
    'Il nome del sito può contenere solo lettere, cifre, spazi e ( ) \' " , . _ -',
  'project.validation.street': 'La via può contenere solo lettere, cifre, spazi e ( ) \' " , . _ -',
  'project.validation.city': 'La città può contenere solo lettere, spazi e ( ) \' " , . _ - (nessuna cifra)',
  'project.validation.zipCode': 'Il CAP può contenere solo lettere, cifre, spazi e ( ) \' " , . _ -',
  'project.validation.fullName':
    'Il nome e cognome può contenere solo lettere, cifre, spazi e ( ) \' " , . _ -',
  'project.validation.email': 'L’e-mail può contenere solo lettere, cifre, spazi e @ . _ -',
  'project.validation.locationCode': 'Il codice del sito può contenere solo lettere e cifre.',
  'project.validation.locationCodeRequired': 'Il codice del sito è obbligatorio per un sito in Germania.',
  'project.validation.region': 'Selezioni la regione (obbligatoria per la Francia).',
  'project.validation.contractType': 'Selezioni il tipo di contratto di questo marchio.',
  'project.validation.salesVolume': 'Il volume di vendita deve essere un numero intero da 0 a 1.000.000.',
  'project.validation.siteType': 'Scelga il tipo di sito.',
  'project.validation.existingSite': 'Scelga un punto vendita esistente.',
  'project.validation.architectConfirm': 'Confermi prima tutte le dichiarazioni di progettazione.',

  // ---- pulsanti dell’elenco ----
  'projectCreate.newProject': 'Crea nuovo progetto',
  'projectCreate.documentationOnly': 'Progetto solo documentazione',

  // ---- conferma dell’architetto ----
  'projectCreate.confirm.title': 'Conferma dell’architetto',
  'projectCreate.confirm.intro':
    'Prima di registrare un progetto, confermi ogni dichiarazione sulle regole di progettazione dei marchi.',
  'projectCreate.confirm.section1': 'Linee guida di progettazione dei marchi',
  'projectCreate.confirm.s1a':
    'Ho letto le linee guida di progettazione in vigore di ogni marchio che seleziono per questo sito.',
  'projectCreate.confirm.s1b':
    'La disposizione prevista dello showroom, gli arredi e i materiali seguono queste linee guida.',
  'projectCreate.confirm.s1c':
    'Ogni scostamento dalle linee guida sarà dichiarato e motivato in un modulo di deroga.',
  'projectCreate.confirm.section2': 'Elementi di corporate identity (CI)',
  'projectCreate.confirm.s2a':
    'La segnaletica esterna e interna sarà ordinata solo presso i fornitori approvati per i marchi.',
  'projectCreate.confirm.s2b':
    'Loghi, colori e grafiche dei marchi saranno usati solo come indicato nei manuali CI.',
  'projectCreate.confirm.section3': 'Correttezza dei dati',
  'projectCreate.confirm.s3a':
    'I dati del sito, dei marchi e del referente che inserisco sono corretti e completi.',
  'projectCreate.confirm.s3b':
    'Manterrò aggiornati i dati e i documenti del progetto fino all’audit di conformità del sito.',
  'projectCreate.confirm.count': '{{count}} dichiarazioni confermate su {{total}}',
  'projectCreate.confirm.helpPrefix': 'Domande sulle linee guida?',
  'projectCreate.confirm.helpLink': 'Assistenza',
  'projectCreate.confirm.button': 'Confermo',

  // ---- finestra di creazione ----
  'projectCreate.title': 'Crea nuovo progetto',
  'projectCreate.titleDocumentation': 'Progetto solo documentazione',
  'projectCreate.siteType': 'Tipo di sito',
  'projectCreate.siteType.existing': 'Punto vendita Stellantis esistente',
  'projectCreate.siteType.new': 'Crea i dati di un nuovo punto vendita',
  'projectCreate.existingSite': 'Punto vendita esistente',
  'projectCreate.existingSite.help': 'Digiti un nome del sito, una città, un CAP o un codice del sito.',
  'projectCreate.existingSite.none': 'Nessun sito trovato',
  'projectCreate.existingSite.searching': 'Ricerca in corso…',
  'projectCreate.existingSite.locked': 'I dati del sito scelto vengono usati così come sono.',
  'projectCreate.map': 'Posizione del sito',
  'projectCreate.gdpr':
    'Acconsento al trattamento dei dati inseriti qui per la gestione di questo progetto, secondo il GDPR e l’informativa sulla privacy.',
  'projectCreate.submit': 'Invia richiesta',
  'projectCreate.submitting': 'Invio della richiesta',
  'projectCreate.fixFields': 'Correggere i campi segnalati.',
  'projectCreate.duplicateTitle': 'Questo sito esiste già',
  'projectCreate.duplicateQuestion': 'Vuole creare il progetto sul sito esistente?',
};
