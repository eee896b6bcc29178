/** The message tool, the pending feedback lists and notifications (server messages, mails, screens). */
export const messageTool = {
  // ---- server: design decisions, message tool, their mails and notifications ----
  'review.oneDecision':
    'Choose exactly one decision: approve or reject either the completeness check or the content validation.',
  'review.commentRequired': 'Please enter the comment first and then click on submit',
  'review.commentTooLong': 'Validation comments should not be more than 5000 characters.',
  'review.notOpen.completeness':
    'The completeness check of this project cannot be decided now: the project is not waiting for it (it may have been decided already).',
  'review.notOpen.content':
    'The content of this project cannot be validated now: the completeness check must be approved first, and the content must not have been decided already.',
  'review.waitingForFeedback':
    'The content validation is waiting for the feedback requested from HQ/Management: it can be decided once HQ has answered.',
  'review.done.completenessApproved':
    'The completeness check is approved: the project moves on to content validation.',
  'review.done.completenessRejected':
    'The completeness check is rejected: the design dossier is back with its originator.',
  'review.done.contentApproved': 'The content validation is approved: the project is approved.',
  'review.done.contentRejected':
    'The content validation is rejected: the design dossier is back with its originator.',
  'review.noComment': '(no comment)',
  'mail.completenessApproved.subject': 'Completeness check approved: {{projectCode}} {{siteName}}',
  'mail.completenessApproved.body':
    'The Validation Center Team has approved the completeness check of your project {{projectCode}} at {{siteName}}, {{city}}. The content validation follows.\n\nComment: {{comment}}{{markups}}\n\nOpen the project:\n{{link}}',
  'mail.completenessRejected.subject': 'Completeness check rejected: {{projectCode}} {{siteName}}',
  'mail.completenessRejected.body':
    'The Validation Center Team has rejected the completeness check of your project {{projectCode}} at {{siteName}}, {{city}}.\n\nComment: {{comment}}{{markups}}\n\nComplete the design dossier and submit it again:\n{{link}}',
  'mail.contentApproved.subject': 'Design approved: {{projectCode}} {{siteName}}',
  'mail.contentApproved.body':
    'The Validation Center Team has approved the content of the design of your project {{projectCode}} at {{siteName}}, {{city}}: the project is approved.\n\nComment: {{comment}}{{markups}}\n\nOpen the project:\n{{link}}',
  'mail.contentRejected.subject': 'Design refused: {{projectCode}} {{siteName}}',
  'mail.contentRejected.body':
    'The Validation Center Team has rejected the content of the design of your project {{projectCode}} at {{siteName}}, {{city}}.\n\nComment: {{comment}}{{markups}}\n\nRevise the design dossier and submit it again:\n{{link}}',
  'notification.completenessApproved':
    'Completeness check <b>approved</b> for project {{projectCode}} ({{siteName}}).{{markups}}',
  'notification.completenessRejected':
    'Completeness check <b>rejected</b> for project {{projectCode}} ({{siteName}}).{{markups}}',
  'notification.contentApproved':
    'Content validation <b>approved</b> for project {{projectCode}} ({{siteName}}): the project is approved.{{markups}}',
  'notification.contentRejected':
    'Content validation <b>rejected</b> for project {{projectCode}} ({{siteName}}).{{markups}}',
  'message.validation.empty': 'Please enter a message.',
  'message.validation.tooLong': 'A message may not be longer than 5000 characters.',
  'message.validation.commentType': 'Unknown comment type.',
  'message.added': 'Your message has been added.',
  'message.paused':
    'This project is paused: messages cannot be added until the Validation Center Team enables it again.',
  'message.typeNotAllowed': 'You cannot use this comment type on this project now.',
  'message.file.badPath': 'The file path is not valid.',
  'notification.newMessage': 'New message on project {{projectCode}} ({{siteName}}): {{excerpt}}',
  'notification.feedbackRequested':
    'Feedback requested from HQ/Management on project {{projectCode}} ({{siteName}}): {{excerpt}}',
  'notification.feedbackProvided':
    'HQ/Management provided feedback on project {{projectCode}} ({{siteName}}): {{excerpt}}{{markups}}',
  'mail.feedbackRequested.subject': 'Feedback requested: {{projectCode}} {{siteName}}',
  'mail.feedbackRequested.body':
    '{{author}} of the Validation Center Team asks for your feedback on the content validation of project {{projectCode}} at {{siteName}}, {{city}}:\n\n{{comment}}\n\nAnswer in the project’s messaging tool with the comment type Feedback Provided:\n{{link}}',
  'mail.feedbackProvided.subject': 'Feedback provided: {{projectCode}} {{siteName}}',
  'mail.feedbackProvided.body':
    '{{author}} (HQ/Management) has answered the feedback request on project {{projectCode}} at {{siteName}}, {{city}}:\n\n{{comment}}{{markups}}\n\nThe content validation can go on:\n{{link}}',
  // ---- end server ----
  // ---- web: message tool, validation actions, pending feedback lists (helper E) ----
  'messageTool.ui.title': 'Messaging Tool',
  'messageTool.ui.threadLabel': 'Messages on this project',
  'messageTool.ui.empty': 'No messages on this project yet.',
  'messageTool.ui.loadError': 'The messages could not be loaded.',
  'messageTool.ui.attachments': 'Attachments',
  'messageTool.ui.download': 'Download {{name}}',
  'messageTool.ui.downloadFailed.title': 'File Not Found',
  'messageTool.ui.downloadFailed': 'The file you downloaded does not exist!',
  'messageTool.ui.newMessage': 'New message',
  'messageTool.ui.type': 'Comment type',
  'messageTool.ui.text': 'Your message',
  'messageTool.ui.counter': '{{count}} / {{max}} characters',
  'messageTool.ui.attach': 'Attach files',
  'messageTool.ui.attachHint':
    'Up to {{max}} files; names with letters, digits, spaces and ( ) , . _ - only.',
  'messageTool.ui.selectedFiles': 'Files to attach',
  'messageTool.ui.removeFile': 'Remove {{name}}',
  'messageTool.ui.tooManyFiles': 'A message can carry at most {{max}} attachments.',
  'messageTool.ui.refusedFiles': 'Not attached: {{names}}',
  'messageTool.ui.send': 'Send',
  'messageTool.ui.sending': 'Sending…',
  'messageTool.ui.sent': 'Your message has been posted.',
  'messageTool.ui.sendFailed': 'The message could not be posted.',
  'review.ui.title': 'Validation decision',
  'review.ui.completeness': 'Completeness check',
  'review.ui.content': 'Content validation',
  'review.ui.approve': 'Approve',
  'review.ui.reject': 'Reject',
  'review.ui.approveCompleteness': 'Approve the completeness check',
  'review.ui.rejectCompleteness': 'Reject the completeness check',
  'review.ui.approveContent': 'Approve the content validation',
  'review.ui.rejectContent': 'Reject the content validation',
  'review.ui.promptReject': 'Please enter comment for rejection',
  'review.ui.promptApprove': 'Please click on submit for confirmation',
  'review.ui.comment': 'Validation comment',
  'review.ui.commentOptional': 'Validation comment (optional)',
  'review.ui.counter': '{{count}} / {{max}} characters',
  'review.ui.commentRequired': 'Please enter the comment first and then click on submit',
  'review.ui.commentTooLong': 'Validation comments should not be more than 5000 characters.',
  'review.ui.submit': 'Submit',
  'review.ui.submitting': 'Submitting…',
  'review.ui.failed': 'The decision could not be recorded.',
  'review.ui.done': 'Your decision has been recorded.',
  'feedbackLists.intro.pendingValidation':
    'Projects on which the Validation Center Team asks HQ/Management for feedback. Answer in the project’s messaging tool with the comment type {{type}}.',
  'feedbackLists.intro.feedbackProvided':
    'Projects on which HQ/Management has provided the feedback you asked for: the content validation can go on.',
  'feedbackLists.col.open': 'Open',
  'feedbackLists.col.siteName': 'Site Name',
  'feedbackLists.col.brands': 'Brands',
  'feedbackLists.col.country': 'Country',
  'feedbackLists.col.status': 'Status',
  'feedbackLists.col.projectUniqueId': 'Unique Project Code',
  'feedbackLists.col.dateFeedbackRequested': 'Date Feedback Requested',
  'feedbackLists.col.dateFeedbackProvided': 'Date Feedback Provided',
  'feedbackLists.col.daysSinceSubmission': 'Days since submission',
  'feedbackLists.overdue': 'Overdue',
  'feedbackLists.overdueHint': 'Submitted more than {{days}} days ago: validation takes about 2 weeks.',
  'feedbackLists.openProject': 'Open project {{code}}',
  'feedbackLists.count': '{{count, number}} projects',
  'feedbackLists.countOne': '1 project',
  'feedbackLists.loadError': 'The list could not be loaded.',
  // ---- end web (helper E) ----
} as const;
