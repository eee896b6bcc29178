import type { ModuleTexts } from '../en';

export const interactiveMap: ModuleTexts<'interactiveMap'> = {
  'interactiveMap.intro':
    'I siti del portale e le ubicazioni di riferimento ARCAD. Ingrandisci per separare i gruppi di indicatori; seleziona un indicatore per vederne i progetti.',
  'interactiveMap.compatibility':
    'Questo portale funziona al meglio con una versione recente di Chrome, Edge, Firefox o Safari.',
  'interactiveMap.loading': 'Caricamento della mappa…',
  'interactiveMap.updating': 'Aggiornamento della mappa…',
  'interactiveMap.loadError': 'Impossibile caricare la mappa.',
  'interactiveMap.region': 'Mappa dei siti e delle ubicazioni ARCAD',
  'interactiveMap.layers': 'Livelli della mappa',
  'interactiveMap.layer.arcad': 'Dati Arcad',
  'interactiveMap.layer.new': 'Nuovi dati',
  'interactiveMap.layer.matching': 'Dati corrispondenti',
  'interactiveMap.legend.title': 'Legenda',
  'interactiveMap.legend.arcad':
    'Dati Arcad: le ubicazioni di riferimento del gruppo importate dai partecipanti ARCAD',
  'interactiveMap.legend.vc': 'Nuovi dati: siti del portale in ubicazioni esistenti',
  'interactiveMap.legend.candidate':
    'Nuovi dati: nuove ubicazioni candidate senza un’ubicazione ARCAD corrispondente',
  'interactiveMap.legend.matching':
    'Dati corrispondenti: nuovi candidati entro 200 m da un’ubicazione ARCAD o con il suo codice ARCAD',
  'interactiveMap.counts':
    '{{sites}} siti · {{arcad}} ubicazioni ARCAD · {{matching}} candidati corrispondenti',
  'interactiveMap.arcadEmpty':
    'Non è ancora stata importata alcuna ubicazione ARCAD: il livello Dati Arcad è vuoto.',
  'interactiveMap.arcadNoneHere':
    'Nessuna ubicazione ARCAD nei paesi selezionati: il livello Dati Arcad è vuoto.',
  'interactiveMap.noSites': 'Nessun sito corrisponde a questi filtri.',
  'interactiveMap.cluster': '{{count, number}} ubicazioni: seleziona per ingrandire',
  'interactiveMap.stack': '{{count, number}} posizioni sovrapposte qui: selezionare per aprire',
  'interactiveMap.stackList.title': '{{count, number}} posizioni qui',
  'interactiveMap.stackList.group': '{{count, number}} posizioni · {{layer}}: ingrandire',
  'interactiveMap.legend.stack':
    'Pila: indicatori di più livelli o luoghi nello stesso punto (selezionare per ingrandire o elencarli)',
  'interactiveMap.source.ARCAD': 'Ubicazione ARCAD',
  'interactiveMap.source.candidate': 'Nuovo candidato',
  'interactiveMap.source.VC': 'Sito del portale',
  'interactiveMap.popup.originator': 'Promotore: {{name}}',
  'interactiveMap.popup.noOriginator': 'Nessun promotore',
  'interactiveMap.popup.arcadCode': 'Codice ARCAD: {{code}}',
  'interactiveMap.popup.matched': 'Corrisponde all’ubicazione ARCAD {{code}}',
  'interactiveMap.popup.notMatched': 'Nessuna ubicazione ARCAD entro 200 m né con lo stesso codice',
  'interactiveMap.popup.projects': 'Progetti',
  'interactiveMap.popup.openProject': 'Apri il progetto {{code}}',
};
