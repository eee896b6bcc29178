import type { ModuleTexts } from '../en';

export const ball: ModuleTexts<'ball'> = {
  'ball.title': 'Balle dans le camp de',
  'ball.holder': 'Qui doit agir',
  'ball.stage': 'Étape',
  'ball.since': 'Depuis le',
  'ball.due': 'Échéance',
  'ball.late': '{{count}} jours ouvrés de retard',
  'ball.lateOne': '1 jour ouvré de retard',
  'ball.onTime': 'Dans les délais',
  'ball.stage.completeness': 'Contrôle de complétude',
  'ball.stage.content': 'Validation du contenu',
  'ball.stage.feedback': 'Avis du siège',
  'ball.stage.corrections': "Corrections de l'initiateur",
  'ball.holder.completeness': 'Centre de validation (GEC Validator/Data Analyst)',
  'ball.holder.content': 'Centre de validation (Validator, Data Analyst)',
  'ball.holder.feedback': 'Siège / Direction',
  'ball.holder.corrections': "L'initiateur du projet",
  'ball.holder.correctionsOf': "L'initiateur du projet, {{email}}",
  'ball.column': 'Qui doit agir',
  'ball.cell': '{{stage}}, échéance {{date}}',
  'ball.filter.label': 'Qui doit agir',
  'ball.filter.all': 'Tous les projets',
  'ball.filter.overdue': 'En retard',
  'ball.filter.dueThisWeek': 'Échéance cette semaine',
  'ball.filter.withMe': 'À moi d’agir',
  'ball.filter.stage': 'Étape : {{stage}}',
  'ball.filter.clearStage': 'Retirer le filtre {{filter}}',
  'ball.dashboard.title': 'Retards par étape',
  'ball.dashboard.hint': 'Sélectionnez un nombre pour ouvrir la liste de ces projets.',
  'ball.reminder.line':
    '{{projectCode}} {{siteName}}, {{city}} : {{stage}}, échéance {{date}}, {{late}}\n{{link}}',
  'ball.reminder.more':
    'Et {{count}} autres projets en retard :\n{{link}}',
  'ball.notice.from':
    'Portail Store Design',
  'mail.ballReminder.subject':
    'Rappel : projets en retard qui vous attendent ({{count}})',
  'mail.ballReminder.body':
    'Ces projets vous attendent et ont dépassé leur échéance (en jours ouvrés) :\n\n{{projects}}\n\nVous recevez ce rappel chaque jour ouvré tant qu\u2019un projet est en retard, jusqu\u2019à {{maxDays}} jours ouvrés de retard.',
  'notification.ballOverdue':
    'Le projet {{projectCode}} ({{siteName}}) est <b>en retard</b> : {{stage}}, échéance {{date}}.',
};
