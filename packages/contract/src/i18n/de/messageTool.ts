import type { ModuleTexts } from '../en';

export const messageTool: ModuleTexts<'messageTool'> = {
  // ---- server: design decisions, message tool, their mails and notifications ----
  'review.oneDecision':
    'Wählen Sie genau eine Entscheidung: die Vollständigkeitsprüfung oder die Inhaltsvalidierung genehmigen oder ablehnen.',
  'review.commentRequired': 'Bitte geben Sie zuerst den Kommentar ein und klicken Sie dann auf Senden',
  'review.commentTooLong': 'Validierungskommentare dürfen nicht länger als 5000 Zeichen sein.',
  'review.notOpen.completeness':
    'Über die Vollständigkeitsprüfung dieses Projekts kann jetzt nicht entschieden werden: Das Projekt wartet nicht darauf (vielleicht wurde bereits entschieden).',
  'review.notOpen.content':
    'Der Inhalt dieses Projekts kann jetzt nicht validiert werden: Zuerst muss die Vollständigkeitsprüfung genehmigt sein, und über den Inhalt darf noch nicht entschieden worden sein.',
  'review.waitingForFeedback':
    'Die Inhaltsvalidierung wartet auf die bei HQ/Management angefragte Rückmeldung: Sie kann entschieden werden, sobald HQ geantwortet hat.',
  'review.done.completenessApproved':
    'Die Vollständigkeitsprüfung ist genehmigt: Das Projekt geht in die Inhaltsvalidierung.',
  'review.done.completenessRejected':
    'Die Vollständigkeitsprüfung ist abgelehnt: Das Designdossier geht an seinen Urheber zurück.',
  'review.done.contentApproved': 'Die Inhaltsvalidierung ist genehmigt: Das Projekt ist genehmigt.',
  'review.done.contentRejected':
    'Die Inhaltsvalidierung ist abgelehnt: Das Designdossier geht an seinen Urheber zurück.',
  'review.noComment': '(kein Kommentar)',
  'mail.completenessApproved.subject': 'Vollständigkeitsprüfung genehmigt: {{projectCode}} {{siteName}}',
  'mail.completenessApproved.body':
    'Das Validation Center hat die Vollständigkeitsprüfung Ihres Projekts {{projectCode}} in {{siteName}}, {{city}} genehmigt. Als Nächstes folgt die Inhaltsvalidierung.\n\nKommentar: {{comment}}{{markups}}\n\nProjekt öffnen:\n{{link}}',
  'mail.completenessRejected.subject': 'Vollständigkeitsprüfung abgelehnt: {{projectCode}} {{siteName}}',
  'mail.completenessRejected.body':
    'Das Validation Center hat die Vollständigkeitsprüfung Ihres Projekts {{projectCode}} in {{siteName}}, {{city}} abgelehnt.\n\nKommentar: {{comment}}{{markups}}\n\nVervollständigen Sie das Designdossier und reichen Sie es erneut ein:\n{{link}}',
  'mail.contentApproved.subject': 'Design genehmigt: {{projectCode}} {{siteName}}',
  'mail.contentApproved.body':
    'Das Validation Center hat den Inhalt des Designs Ihres Projekts {{projectCode}} in {{siteName}}, {{city}} genehmigt: Das Projekt ist genehmigt.\n\nKommentar: {{comment}}{{markups}}\n\nProjekt öffnen:\n{{link}}',
  'mail.contentRejected.subject': 'Design abgelehnt: {{projectCode}} {{siteName}}',
  'mail.contentRejected.body':
    'Das Validation Center hat den Inhalt des Designs Ihres Projekts {{projectCode}} in {{siteName}}, {{city}} abgelehnt.\n\nKommentar: {{comment}}{{markups}}\n\nÜberarbeiten Sie das Designdossier und reichen Sie es erneut ein:\n{{link}}',
  'notification.completenessApproved':
    'Vollständigkeitsprüfung für Projekt {{projectCode}} ({{siteName}}) <b>genehmigt</b>.{{markups}}',
  'notification.completenessRejected':
    'Vollständigkeitsprüfung für Projekt {{projectCode}} ({{siteName}}) <b>abgelehnt</b>.{{markups}}',
  'notification.contentApproved':
    'Inhaltsvalidierung für Projekt {{projectCode}} ({{siteName}}) <b>genehmigt</b>: Das Projekt ist genehmigt.{{markups}}',
  'notification.contentRejected':
    'Inhaltsvalidierung für Projekt {{projectCode}} ({{siteName}}) <b>abgelehnt</b>.{{markups}}',
  'message.validation.empty': 'Bitte geben Sie eine Nachricht ein.',
  'message.validation.tooLong': 'Eine Nachricht darf nicht länger als 5000 Zeichen sein.',
  'message.validation.commentType': 'Unbekannte Kommentarart.',
  'message.added': 'Ihre Nachricht wurde hinzugefügt.',
  'message.paused':
    'Dieses Projekt ist pausiert: Nachrichten können erst wieder hinzugefügt werden, wenn das Validation Center es freigibt.',
  'message.typeNotAllowed': 'Diese Kommentarart können Sie bei diesem Projekt derzeit nicht verwenden.',
  'message.file.badPath': 'Der Dateipfad ist ungültig.',
  'notification.newMessage': 'Neue Nachricht zu Projekt {{projectCode}} ({{siteName}}): {{excerpt}}',
  'notification.feedbackRequested':
    'Rückmeldung von HQ/Management zu Projekt {{projectCode}} ({{siteName}}) angefragt: {{excerpt}}',
  'notification.feedbackProvided':
    'HQ/Management hat eine Rückmeldung zu Projekt {{projectCode}} ({{siteName}}) gegeben: {{excerpt}}{{markups}}',
  'mail.feedbackRequested.subject': 'Rückmeldung angefragt: {{projectCode}} {{siteName}}',
  'mail.feedbackRequested.body':
    '{{author}} vom Validation Center bittet Sie um eine Rückmeldung zur Inhaltsvalidierung des Projekts {{projectCode}} in {{siteName}}, {{city}}:\n\n{{comment}}\n\nAntworten Sie in den Projektnachrichten mit der Kommentarart „Feedback gegeben“:\n{{link}}',
  'mail.feedbackProvided.subject': 'Rückmeldung erhalten: {{projectCode}} {{siteName}}',
  'mail.feedbackProvided.body':
    '{{author}} (HQ/Management) hat auf die Rückmeldungsanfrage zu Projekt {{projectCode}} in {{siteName}}, {{city}} geantwortet:\n\n{{comment}}{{markups}}\n\nDie Inhaltsvalidierung kann weitergehen:\n{{link}}',
  // ---- end server ----
  // ---- web: message tool, validation actions, pending feedback lists (helper E) ----
  'messageTool.ui.title': 'Nachrichten',
  'messageTool.ui.threadLabel': 'Nachrichten zu diesem Projekt',
  'messageTool.ui.empty': 'Zu diesem Projekt gibt es noch keine Nachrichten.',
  'messageTool.ui.loadError': 'Die Nachrichten konnten nicht geladen werden.',
  'messageTool.ui.attachments': 'Anhänge',
  'messageTool.ui.download': '{{name}} herunterladen',
  'messageTool.ui.downloadFailed.title': 'Datei nicht gefunden',
  'messageTool.ui.downloadFailed': 'Die heruntergeladene Datei existiert nicht!',
  'messageTool.ui.newMessage': 'Neue Nachricht',
  'messageTool.ui.type': 'Art des Kommentars',
  'messageTool.ui.text': 'Ihre Nachricht',
  'messageTool.ui.counter': '{{count}} / {{max}} Zeichen',
  'messageTool.ui.attach': 'Dateien anhängen',
  'messageTool.ui.attachHint':
    'Bis zu {{max}} Dateien; Namen nur aus Buchstaben, Ziffern, Leerzeichen und ( ) , . _ -.',
  'messageTool.ui.selectedFiles': 'Anzuhängende Dateien',
  'messageTool.ui.removeFile': '{{name}} entfernen',
  'messageTool.ui.tooManyFiles': 'Eine Nachricht kann höchstens {{max}} Anhänge haben.',
  'messageTool.ui.refusedFiles': 'Nicht angehängt: {{names}}',
  'messageTool.ui.send': 'Senden',
  'messageTool.ui.sending': 'Wird gesendet…',
  'messageTool.ui.sent': 'Ihre Nachricht wurde veröffentlicht.',
  'messageTool.ui.sendFailed': 'Die Nachricht konnte nicht veröffentlicht werden.',
  'review.ui.title': 'Validierungsentscheidung',
  'review.ui.completeness': 'Vollständigkeitsprüfung',
  'review.ui.content': 'Inhaltsvalidierung',
  'review.ui.approve': 'Genehmigen',
  'review.ui.reject': 'Ablehnen',
  'review.ui.approveCompleteness': 'Vollständigkeitsprüfung genehmigen',
  'review.ui.rejectCompleteness': 'Vollständigkeitsprüfung ablehnen',
  'review.ui.approveContent': 'Inhaltsvalidierung genehmigen',
  'review.ui.rejectContent': 'Inhaltsvalidierung ablehnen',
  'review.ui.promptReject': 'Bitte geben Sie einen Kommentar zur Ablehnung ein',
  'review.ui.promptApprove': 'Bitte klicken Sie zur Bestätigung auf Senden',
  'review.ui.comment': 'Validierungskommentar',
  'review.ui.commentOptional': 'Validierungskommentar (optional)',
  'review.ui.counter': '{{count}} / {{max}} Zeichen',
  'review.ui.commentRequired': 'Bitte geben Sie zuerst den Kommentar ein und klicken Sie dann auf Senden',
  'review.ui.commentTooLong': 'Validierungskommentare dürfen nicht länger als 5000 Zeichen sein.',
  'review.ui.submit': 'Senden',
  'review.ui.submitting': 'Wird gesendet…',
  'review.ui.failed': 'Die Entscheidung konnte nicht gespeichert werden.',
  'review.ui.done': 'Ihre Entscheidung wurde gespeichert.',
  'feedbackLists.intro.pendingValidation':
    'Projekte, zu denen das Validation Center eine Rückmeldung von HQ/Management erbittet. Antworten Sie in den Projektnachrichten mit der Kommentarart {{type}}.',
  'feedbackLists.intro.feedbackProvided':
    'Projekte, zu denen HQ/Management die erbetene Rückmeldung gegeben hat: Die Inhaltsvalidierung kann weitergehen.',
  'feedbackLists.col.open': 'Öffnen',
  'feedbackLists.col.siteName': 'Standortname',
  'feedbackLists.col.brands': 'Marken',
  'feedbackLists.col.country': 'Land',
  'feedbackLists.col.status': 'Projektstatus',
  'feedbackLists.col.projectUniqueId': 'Eindeutiger Projektcode',
  'feedbackLists.col.dateFeedbackRequested': 'Datum der Rückmeldungsanfrage',
  'feedbackLists.col.dateFeedbackProvided': 'Datum der erteilten Rückmeldung',
  'feedbackLists.col.daysSinceSubmission': 'Tage seit Einreichung',
  'feedbackLists.overdue': 'Überfällig',
  'feedbackLists.overdueHint':
    'Vor mehr als {{days}} Tagen eingereicht: Die Validierung dauert etwa 2 Wochen.',
  'feedbackLists.openProject': 'Projekt {{code}} öffnen',
  'feedbackLists.count': '{{count, number}} Projekte',
  'feedbackLists.countOne': '1 Projekt',
  'feedbackLists.loadError': 'Die Liste konnte nicht geladen werden.',
  // ---- end web (helper E) ----
};
