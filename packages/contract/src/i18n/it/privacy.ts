import type { ModuleTexts } from '../en';

export const privacy: ModuleTexts<'privacy'> = {
  'privacy.effective': 'In vigore dal 2023',
  'privacy.intro':
    'La presente informativa spiega come il fornitore di servizi del Validation Center, che gestisce lo Store Design Portal per conto del gruppo automobilistico, tratta i dati personali delle persone che utilizzano il portale. Si applica a tutti gli utenti del portale: personale della sede centrale, team nazionali della rete di vendita e importatori, promotori di progetti, gestori di punti vendita e team di validazione.',
  'privacy.collected.title': '1. Informazioni raccolte',
  'privacy.collected.body':
    "Raccogliamo i dati identificativi e di contatto professionale che ci fornisce quando richiede un account: nome, indirizzo e-mail professionale, numero di telefono, azienda, ruolo, paesi e marchi. Durante l'utilizzo del portale registriamo i dati dell'account (stato di approvazione, accettazione delle presenti condizioni, una password cifrata) e dati tecnici come il suo indirizzo IP, un identificativo del dispositivo e l'orario dei suoi accessi. Conserviamo inoltre le informazioni su siti e progetti, i commenti e i documenti che invia.",
  'privacy.use.title': '2. Come utilizziamo le sue informazioni',
  'privacy.use.body':
    'Utilizziamo i suoi dati per creare e gestire il suo account, far approvare la sua richiesta e consentirle di registrare punti vendita nonché di inviare, esaminare e seguire i progetti di allestimento. Le inviamo le e-mail necessarie al servizio, come codici monouso, avvisi di approvazione e notifiche sui progetti, e rispondiamo alle sue richieste di assistenza. I dati tecnici servono a proteggere gli account, individuare gli abusi e mantenere un registro di audit.',
  'privacy.lawfulBasis.title': '3. Base giuridica del trattamento',
  'privacy.lawfulBasis.body':
    'Trattiamo i suoi dati per eseguire il contratto in base al quale il portale è fornito al gruppo automobilistico e alla sua rete di vendita (art. 6, par. 1, lett. b) del GDPR) e sulla base del legittimo interesse del gruppo e dei suoi partner a disporre di un processo di validazione condiviso e sicuro (art. 6, par. 1, lett. f) del GDPR). Quando la legge ci impone di conservare o comunicare documentazione, trattiamo i dati per adempiere a tale obbligo legale (art. 6, par. 1, lett. c) del GDPR).',
  'privacy.sharing.title': '4. Condivisione delle informazioni',
  'privacy.sharing.body':
    'I suoi dati sono visibili alle persone che ne hanno bisogno per il processo di validazione: la sede centrale del gruppo automobilistico, i team nazionali della rete di vendita e gli importatori interessati e il team di validazione. Ci avvaliamo di fornitori di hosting e di posta elettronica accuratamente selezionati, che agiscono esclusivamente su nostra istruzione in base a un accordo sul trattamento dei dati (art. 28 del GDPR). Non vendiamo mai i suoi dati e li comunichiamo alle autorità solo quando la legge lo richiede.',
  'privacy.cookies.title': '5. Cookie e archiviazione locale',
  'privacy.cookies.body':
    "Il portale utilizza solo i cookie e l'archiviazione del browser strettamente necessari al suo funzionamento: la sua sessione, la sua lingua, l'identificativo del suo dispositivo per i codici monouso e la sua scelta sui cookie. Non utilizziamo cookie pubblicitari o di tracciamento né strumenti di analisi di terze parti.",
  'privacy.rights.title': '6. I suoi diritti',
  'privacy.rights.body':
    "Lei ha il diritto di accedere ai suoi dati, di ottenerne la rettifica o la cancellazione, di limitarne il trattamento o di opporvisi e di riceverli in un formato portabile. Se il trattamento si basa sul suo consenso, può revocarlo in qualsiasi momento senza pregiudicare il trattamento precedente. Può inoltre proporre reclamo a un'autorità di controllo per la protezione dei dati.",
  'privacy.security.title': '7. Sicurezza',
  'privacy.security.body':
    "Proteggiamo i suoi dati con connessioni cifrate, password sottoposte a hashing robusto, codici monouso per i nuovi dispositivi, diritti di accesso basati sui ruoli e disconnessione automatica dopo un periodo di inattività. L'accesso del nostro personale è limitato a quanto richiesto dalle sue mansioni ed è registrato.",
  'privacy.retention.title': '8. Conservazione dei dati',
  'privacy.retention.body':
    'Conserviamo i suoi dati personali solo per la durata del nostro contratto con il gruppo automobilistico. Alla scadenza del contratto, i dati vengono trasferiti al gruppo automobilistico, che ne diventa responsabile, e cancelliamo le nostre copie, salvo che la legge ci obblighi a conservarle più a lungo.',
  'privacy.transfers.title': '9. Trasferimenti internazionali',
  'privacy.transfers.body':
    "Il portale è ospitato nell'Unione europea. Quando a un progetto partecipano società del gruppo o importatori al di fuori dello Spazio economico europeo, i trasferimenti di dati verso di loro si basano su una decisione di adeguatezza della Commissione europea o sulle clausole contrattuali tipo dell'UE.",
  'privacy.changes.title': '10. Modifiche alla presente informativa',
  'privacy.changes.body':
    'Possiamo aggiornare la presente informativa quando cambiano il portale o la normativa. La data di entrata in vigore indicata in alto corrisponde alla versione attuale; annunciamo le modifiche rilevanti nel portale e possiamo chiederle di accettare nuovamente le condizioni aggiornate.',
  'privacy.contact.title': '11. Contatti',
  'privacy.contact.body':
    'Per qualsiasi domanda sui suoi dati o per esercitare i suoi diritti, contatti il responsabile della protezione dei dati del gestore del portale, il fornitore di servizi del Validation Center, in Germania. Può raggiungere il responsabile della protezione dei dati tramite la pagina Guida e assistenza del portale.',
  'privacy.agree': "Ho letto l'informativa sulla privacy e accetto le condizioni.",
  'privacy.agreeRequired': 'Spunti la casella di accettazione prima di salvare.',
  'privacy.saved': 'Grazie. La sua accettazione delle condizioni è stata salvata.',
  'privacy.alreadyAccepted': 'Ha già accettato queste condizioni su questo dispositivo.',
};
