import type { ModuleTexts } from '../en';

export const ball: ModuleTexts<'ball'> = {
  'ball.title': 'A quién le toca',
  'ball.holder': 'Quién debe actuar',
  'ball.stage': 'Etapa',
  'ball.since': 'Desde',
  'ball.due': 'Vencimiento',
  'ball.late': '{{count}} días laborables de retraso',
  'ball.lateOne': '1 día laborable de retraso',
  'ball.onTime': 'En plazo',
  'ball.stage.completeness': 'Control de completitud',
  'ball.stage.content': 'Validación del contenido',
  'ball.stage.feedback': 'Opinión de la sede',
  'ball.stage.corrections': 'Correcciones del promotor',
  'ball.holder.completeness': 'Centro de validación (GEC Validator/Data Analyst)',
  'ball.holder.content': 'Centro de validación (Validator, Data Analyst)',
  'ball.holder.feedback': 'Sede / Dirección',
  'ball.holder.corrections': 'El promotor del proyecto',
  'ball.holder.correctionsOf': 'El promotor del proyecto, {{email}}',
  'ball.column': 'Le toca a',
  'ball.cell': '{{stage}}, vence el {{date}}',
  'ball.filter.label': 'A quién le toca',
  'ball.filter.all': 'Todos los proyectos',
  'ball.filter.overdue': 'Con retraso',
  'ball.filter.dueThisWeek': 'Vencen esta semana',
  'ball.filter.withMe': 'Me toca a mí',
  'ball.filter.stage': 'Etapa: {{stage}}',
  'ball.filter.clearStage': 'Quitar el filtro {{filter}}',
  'ball.dashboard.title': 'Retrasos por etapa',
  'ball.dashboard.hint': 'Seleccione un número para abrir la lista de esos proyectos.',
  'ball.reminder.line':
    '{{projectCode}} {{siteName}}, {{city}}: {{stage}}, vence el {{date}}, {{late}}\n{{link}}',
  'ball.reminder.more':
    'Y {{count}} proyectos atrasados más:\n{{link}}',
  'ball.notice.from':
    'Portal Store Design',
  'mail.ballReminder.subject':
    'Recordatorio: proyectos atrasados que le esperan ({{count}})',
  'mail.ballReminder.body':
    'Estos proyectos le esperan y han superado su fecha límite (en días laborables):\n\n{{projects}}\n\nRecibe este recordatorio cada día laborable mientras un proyecto esté atrasado, hasta {{maxDays}} días laborables de retraso.',
  'notification.ballOverdue':
    'El proyecto {{projectCode}} ({{siteName}}) está <b>atrasado</b>: {{stage}}, vence el {{date}}.',
};
