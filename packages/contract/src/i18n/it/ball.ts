import type { ModuleTexts } from '../en';

export const ball: ModuleTexts<'ball'> = {
  'ball.title': 'Chi deve agire',
  'ball.holder': 'Chi deve agire',
  'ball.stage': 'Fase',
  'ball.since': 'Dal',
  'ball.due': 'Scadenza',
  'ball.late': '{{count}} giorni lavorativi di ritardo',
  'ball.lateOne': '1 giorno lavorativo di ritardo',
  'ball.onTime': 'In tempo',
  'ball.stage.completeness': 'Verifica di completezza',
  'ball.stage.content': 'Validazione del contenuto',
  'ball.stage.feedback': 'Parere della sede',
  'ball.stage.corrections': 'Correzioni del promotore',
  'ball.holder.completeness': 'Centro di validazione (GEC Validator/Data Analyst)',
  'ball.holder.content': 'Centro di validazione (Validator, Data Analyst)',
  'ball.holder.feedback': 'Sede / Direzione',
  'ball.holder.corrections': 'Il promotore del progetto',
  'ball.holder.correctionsOf': 'Il promotore del progetto, {{email}}',
  'ball.column': 'Tocca a',
  'ball.cell': '{{stage}}, scadenza {{date}}',
  'ball.filter.label': 'Chi deve agire',
  'ball.filter.all': 'Tutti i progetti',
  'ball.filter.overdue': 'In ritardo',
  'ball.filter.dueThisWeek': 'In scadenza questa settimana',
  'ball.filter.withMe': 'Tocca a me',
  'ball.filter.stage': 'Fase: {{stage}}',
  'ball.filter.clearStage': 'Rimuovi il filtro {{filter}}',
  'ball.dashboard.title': 'Ritardi per fase',
  'ball.dashboard.hint': 'Seleziona un numero per aprire l’elenco di questi progetti.',
  'ball.reminder.line':
    '{{projectCode}} {{siteName}}, {{city}}: {{stage}}, scadenza {{date}}, {{late}}\n{{link}}',
  'ball.reminder.more':
    'E altri {{count}} progetti in ritardo:\n{{link}}',
  'ball.notice.from':
    'Portale Store Design',
  'mail.ballReminder.subject':
    'Promemoria: progetti in ritardo che la attendono ({{count}})',
  'mail.ballReminder.body':
    'Questi progetti la attendono e hanno superato la scadenza (in giorni lavorativi):\n\n{{projects}}\n\nRiceve questo promemoria ogni giorno lavorativo finché un progetto è in ritardo, fino a {{maxDays}} giorni lavorativi di ritardo.',
  'notification.ballOverdue':
    'Il progetto {{projectCode}} ({{siteName}}) è <b>in ritardo</b>: {{stage}}, scadenza {{date}}.',
};
