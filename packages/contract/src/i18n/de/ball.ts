import type { ModuleTexts } from '../en';

export const ball: ModuleTexts<'ball'> = {
  'ball.title': 'Wer ist am Zug',
  'ball.holder': 'Wer handeln muss',
  'ball.stage': 'Schritt',
  'ball.since': 'Seit',
  'ball.due': 'Fällig',
  'ball.late': '{{count}} Arbeitstage überfällig',
  'ball.lateOne': '1 Arbeitstag überfällig',
  'ball.onTime': 'Fristgerecht',
  'ball.stage.completeness': 'Vollständigkeitsprüfung',
  'ball.stage.content': 'Inhaltliche Prüfung',
  'ball.stage.feedback': 'Rückmeldung der Zentrale',
  'ball.stage.corrections': 'Korrekturen des Antragstellers',
  'ball.holder.completeness': 'Validierungszentrum (GEC Validator/Data Analyst)',
  'ball.holder.content': 'Validierungszentrum (Validator, Data Analyst)',
  'ball.holder.feedback': 'Zentrale / Management',
  'ball.holder.corrections': 'Der Antragsteller des Projekts',
  'ball.holder.correctionsOf': 'Der Antragsteller des Projekts, {{email}}',
  'ball.column': 'Am Zug',
  'ball.cell': '{{stage}}, fällig am {{date}}',
  'ball.filter.label': 'Wer ist am Zug',
  'ball.filter.all': 'Alle Projekte',
  'ball.filter.overdue': 'Überfällig',
  'ball.filter.dueThisWeek': 'Diese Woche fällig',
  'ball.filter.withMe': 'Bei mir',
  'ball.filter.stage': 'Schritt: {{stage}}',
  'ball.filter.clearStage': 'Filter {{filter}} entfernen',
  'ball.dashboard.title': 'Überfällig je Schritt',
  'ball.dashboard.hint': 'Wählen Sie eine Zahl, um die Liste dieser Projekte zu öffnen.',
  'ball.reminder.line':
    '{{projectCode}} {{siteName}}, {{city}}: {{stage}}, fällig am {{date}}, {{late}}\n{{link}}',
  'ball.reminder.more':
    'Und {{count}} weitere überfällige Projekte:\n{{link}}',
  'ball.notice.from':
    'Store-Design-Portal',
  'mail.ballReminder.subject':
    'Erinnerung: überfällige Projekte warten auf Sie ({{count}})',
  'mail.ballReminder.body':
    'Diese Projekte warten auf Sie und haben ihre Frist überschritten (in Arbeitstagen):\n\n{{projects}}\n\nSie erhalten diese Erinnerung an jedem Arbeitstag, solange ein Projekt überfällig ist, bis zu {{maxDays}} Arbeitstage Verzug.',
  'notification.ballOverdue':
    'Projekt {{projectCode}} ({{siteName}}) ist <b>überfällig</b>: {{stage}}, fällig am {{date}}.',
};
