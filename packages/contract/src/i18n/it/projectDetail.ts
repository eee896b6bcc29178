import type { ModuleTexts } from '../en';

export const projectDetail: ModuleTexts<'projectDetail'> = {
  'map.label': 'Mappa della sede',
  'map.marker': 'Posizione della sede',
  'map.markerHelp':
    'Trascini l’indicatore nella posizione esatta della sede, oppure faccia clic sulla mappa per spostarlo lì.',
  'map.placeHelp':
    'Faccia clic sulla mappa per posizionare l’indicatore della sede, oppure cerchi l’indirizzo.',
  'map.search': 'Cerca un indirizzo o un luogo',
  'map.searchButton': 'Cerca',
  'map.searching': 'Ricerca in corso…',
  'map.notFound': 'Nessun luogo trovato per questa ricerca.',
  'map.searchFailed': 'La ricerca non è disponibile al momento. Sposti l’indicatore a mano.',

  'projectDetail.title': 'Progetto {{code}}',
  'projectDetail.back': 'Torna al progetto',
  'projectDetail.paused': 'In pausa',
  'projectDetail.loadError': 'Non è stato possibile caricare i dati del progetto.',
  'projectDetail.retry': 'Riprova',
  'projectDetail.tabsLabel': 'Sezioni del progetto',
  'projectDetail.tab.history': 'Cronologia del progetto',
  'projectDetail.tab.site': 'Informazioni sulla sede',
  'projectDetail.tab.design': 'Validazione del design',
  'projectDetail.tab.ci': 'Implementazione CI',
  'projectDetail.tab.audit': 'Audit di conformità',
  'projectDetail.notFound.title': 'Progetto non trovato',
  'projectDetail.notFound.text': 'Questo progetto non esiste oppure non è visibile per il suo account.',
  'projectDetail.notFound.back': 'Torna all’elenco dei progetti',

  'projectDetail.map.title': 'Posizione della sede',
  'projectDetail.map.saved': 'La posizione della sede è stata salvata.',
  'projectDetail.map.saveFailed': 'Non è stato possibile salvare la posizione della sede.',
  'projectDetail.map.loadError': 'Non è stato possibile caricare la posizione della sede.',
  'projectDetail.map.noPosition': 'Per questa sede non è ancora stata registrata alcuna posizione.',

  'projectDetail.summary.title': 'Riepilogo del progetto',
  'projectDetail.summary.siteName': 'Nome della sede',
  'projectDetail.summary.city': 'Città',
  'projectDetail.summary.country': 'Paese',
  'projectDetail.summary.status': 'Stato del progetto',
  'projectDetail.summary.plannedOpening': 'Data di apertura prevista',
  'projectDetail.summary.email': 'Indirizzo e-mail',
  'projectDetail.summary.uniqueCode': 'Codice univoco del progetto',
  'projectDetail.summary.brands': 'Marchi',

  'projectDetail.history.title': 'Progetti in questa sede',
  'projectDetail.history.select': 'Scegli',
  'projectDetail.history.selectProject': 'Apri il progetto {{name}}',
  'projectDetail.history.siteName': 'Nome della sede',
  'projectDetail.history.brands': 'Marchi',
  'projectDetail.history.createdOn': 'Creato il',
  'projectDetail.statusHistory.title': 'Cronologia degli stati',
  'projectDetail.statusHistory.empty': 'Nessun cambio di stato ancora registrato.',
  'projectDetail.statusHistory.when': '{{date}} da {{by}}',

  'projectDetail.site.siteSection': 'Informazioni sulla sede',
  'projectDetail.site.brandsSection': 'Selezione dei marchi',
  'projectDetail.site.contactSection': 'Contatto del rappresentante della sede',
  'projectDetail.site.update': 'Aggiorna le informazioni sulla sede',
  'projectDetail.site.updated': 'Le informazioni sulla sede sono state aggiornate correttamente',
  'projectDetail.site.saveFailed': 'Non è stato possibile salvare le informazioni sulla sede.',
  'projectDetail.site.onlyOriginator':
    'Solo il promotore del progetto può modificare le informazioni sulla sede.',
  'projectDetail.site.lockedSubmitted':
    'Il progetto è stato inviato per l’approvazione: le informazioni sulla sede non possono più essere modificate.',
  'projectDetail.site.lockedSite':
    'Le informazioni sulla sede di questo progetto sono bloccate e non possono essere modificate.',
  'projectDetail.site.lockedPaused':
    'Il progetto è in pausa: le informazioni sulla sede non possono essere modificate.',
};
