/** Ball in court: who must act on a project, by when (docs/lifecycle.md "Ball in court"). */
export const ball = {
  'ball.title': 'Ball in court',
  'ball.holder': 'Who must act',
  'ball.stage': 'Stage',
  'ball.since': 'Since',
  'ball.due': 'Due',
  'ball.late': '{{count}} working days late',
  'ball.lateOne': '1 working day late',
  'ball.onTime': 'On time',
  'ball.stage.completeness': 'Completeness check',
  'ball.stage.content': 'Content validation',
  'ball.stage.feedback': 'HQ feedback',
  'ball.stage.corrections': "Originator's corrections",
  'ball.holder.completeness': 'Validation Center (GEC Validator/Data Analyst)',
  'ball.holder.content': 'Validation Center (Validator, Data Analyst)',
  'ball.holder.feedback': 'HQ/Management',
  'ball.holder.corrections': 'The project originator',
  'ball.holder.correctionsOf': 'The project originator, {{email}}',
  'ball.column': 'Ball in court',
  'ball.cell': '{{stage}}, due {{date}}',
  'ball.filter.label': 'Ball in court',
  'ball.filter.all': 'All projects',
  'ball.filter.overdue': 'Overdue',
  'ball.filter.dueThisWeek': 'Due this week',
  'ball.filter.withMe': 'With me',
  'ball.filter.stage': 'Stage: {{stage}}',
  'ball.filter.clearStage': 'Clear the filter {{filter}}',
  'ball.dashboard.title': 'Overdue by stage',
  'ball.dashboard.hint': 'Select a count to open the list of those projects.',
  'ball.reminder.line':
    '{{projectCode}} {{siteName}}, {{city}}: {{stage}}, due {{date}}, {{late}}\n{{link}}',
  'ball.reminder.more':
    'And {{count}} more overdue projects:\n{{link}}',
  'ball.notice.from':
    'Store Design Portal',
  'mail.ballReminder.subject':
    'Reminder: overdue projects waiting for you ({{count}})',
  'mail.ballReminder.body':
    'These projects wait for you and are past their due date (in working days):\n\n{{projects}}\n\nYou get this reminder each working day while a project is overdue, for up to {{maxDays}} working days of delay.',
  'notification.ballOverdue':
    'Project {{projectCode}} ({{siteName}}) is <b>overdue</b>: {{stage}}, due {{date}}.',
} as const;
