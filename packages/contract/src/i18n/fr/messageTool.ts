import type { ModuleTexts } from '../en';

export const messageTool: ModuleTexts<'messageTool'> = {
  // ---- server: design decisions, message tool, their mails and notifications ----
  'review.oneDecision':
    'Choisissez une seule décision : approuver ou rejeter soit le contrôle d’exhaustivité, soit la validation du contenu.',
  'review.commentRequired': 'Veuillez d’abord saisir le commentaire, puis cliquer sur Envoyer',
  'review.commentTooLong': 'Les commentaires de validation ne doivent pas dépasser 5000 caractères.',
  'review.notOpen.completeness':
    'Le contrôle d’exhaustivité de ce projet ne peut pas être décidé maintenant : le projet ne l’attend pas (il a peut-être déjà été décidé).',
  'review.notOpen.content':
    'Le contenu de ce projet ne peut pas être validé maintenant : le contrôle d’exhaustivité doit d’abord être approuvé et le contenu ne doit pas avoir déjà été décidé.',
  'review.waitingForFeedback':
    'La validation du contenu attend le retour demandé à la direction (HQ) : elle pourra être décidée dès que HQ aura répondu.',
  'review.done.completenessApproved':
    'Le contrôle d’exhaustivité est approuvé : le projet passe à la validation du contenu.',
  'review.done.completenessRejected':
    'Le contrôle d’exhaustivité est rejeté : le dossier de conception revient à son initiateur.',
  'review.done.contentApproved': 'La validation du contenu est approuvée : le projet est approuvé.',
  'review.done.contentRejected':
    'La validation du contenu est rejetée : le dossier de conception revient à son initiateur.',
  'review.noComment': '(aucun commentaire)',
  'mail.completenessApproved.subject': 'Contrôle d’exhaustivité approuvé : {{projectCode}} {{siteName}}',
  'mail.completenessApproved.body':
    'Le Validation Center a approuvé le contrôle d’exhaustivité de votre projet {{projectCode}} à {{siteName}}, {{city}}. La validation du contenu va suivre.\n\nCommentaire : {{comment}}{{markups}}\n\nOuvrir le projet :\n{{link}}',
  'mail.completenessRejected.subject': 'Contrôle d’exhaustivité rejeté : {{projectCode}} {{siteName}}',
  'mail.completenessRejected.body':
    'Le Validation Center a rejeté le contrôle d’exhaustivité de votre projet {{projectCode}} à {{siteName}}, {{city}}.\n\nCommentaire : {{comment}}{{markups}}\n\nComplétez le dossier de conception et soumettez-le à nouveau :\n{{link}}',
  'mail.contentApproved.subject': 'Conception approuvée : {{projectCode}} {{siteName}}',
  'mail.contentApproved.body':
    'Le Validation Center a approuvé le contenu de la conception de votre projet {{projectCode}} à {{siteName}}, {{city}} : le projet est approuvé.\n\nCommentaire : {{comment}}{{markups}}\n\nOuvrir le projet :\n{{link}}',
  'mail.contentRejected.subject': 'Conception refusée : {{projectCode}} {{siteName}}',
  'mail.contentRejected.body':
    'Le Validation Center a rejeté le contenu de la conception de votre projet {{projectCode}} à {{siteName}}, {{city}}.\n\nCommentaire : {{comment}}{{markups}}\n\nRevoyez le dossier de conception et soumettez-le à nouveau :\n{{link}}',
  'notification.completenessApproved':
    'Contrôle d’exhaustivité <b>approuvé</b> pour le projet {{projectCode}} ({{siteName}}).{{markups}}',
  'notification.completenessRejected':
    'Contrôle d’exhaustivité <b>rejeté</b> pour le projet {{projectCode}} ({{siteName}}).{{markups}}',
  'notification.contentApproved':
    'Validation du contenu <b>approuvée</b> pour le projet {{projectCode}} ({{siteName}}) : le projet est approuvé.{{markups}}',
  'notification.contentRejected':
    'Validation du contenu <b>rejetée</b> pour le projet {{projectCode}} ({{siteName}}).{{markups}}',
  'message.validation.empty': 'Veuillez saisir un message.',
  'message.validation.tooLong': 'Un message ne peut pas dépasser 5000 caractères.',
  'message.validation.commentType': 'Type de commentaire inconnu.',
  'message.added': 'Votre message a été ajouté.',
  'message.paused':
    'Ce projet est en pause : aucun message ne peut être ajouté tant que le Validation Center ne l’a pas réactivé.',
  'message.typeNotAllowed':
    'Vous ne pouvez pas utiliser ce type de commentaire sur ce projet pour le moment.',
  'message.file.badPath': 'Le chemin du fichier n’est pas valide.',
  'notification.newMessage': 'Nouveau message sur le projet {{projectCode}} ({{siteName}}) : {{excerpt}}',
  'notification.feedbackRequested':
    'Retour demandé à la direction (HQ) sur le projet {{projectCode}} ({{siteName}}) : {{excerpt}}',
  'notification.feedbackProvided':
    'La direction (HQ) a transmis son retour sur le projet {{projectCode}} ({{siteName}}) : {{excerpt}}{{markups}}',
  'mail.feedbackRequested.subject': 'Demande de retour : {{projectCode}} {{siteName}}',
  'mail.feedbackRequested.body':
    '{{author}}, du Validation Center, vous demande votre avis sur la validation du contenu du projet {{projectCode}} à {{siteName}}, {{city}} :\n\n{{comment}}\n\nRépondez dans la messagerie du projet avec le type de commentaire « Avis transmis » :\n{{link}}',
  'mail.feedbackProvided.subject': 'Retour transmis : {{projectCode}} {{siteName}}',
  'mail.feedbackProvided.body':
    '{{author}} (direction, HQ) a répondu à la demande de retour sur le projet {{projectCode}} à {{siteName}}, {{city}} :\n\n{{comment}}{{markups}}\n\nLa validation du contenu peut reprendre :\n{{link}}',
  // ---- end server ----
  // ---- web: message tool, validation actions, pending feedback lists (helper E) ----
  'messageTool.ui.title': 'Messagerie',
  'messageTool.ui.threadLabel': 'Messages de ce projet',
  'messageTool.ui.empty': 'Aucun message sur ce projet pour le moment.',
  'messageTool.ui.loadError': 'Les messages n’ont pas pu être chargés.',
  'messageTool.ui.attachments': 'Pièces jointes',
  'messageTool.ui.download': 'Télécharger {{name}}',
  'messageTool.ui.downloadFailed.title': 'Fichier introuvable',
  'messageTool.ui.downloadFailed': 'Le fichier que vous avez téléchargé n’existe pas !',
  'messageTool.ui.newMessage': 'Nouveau message',
  'messageTool.ui.type': 'Type de commentaire',
  'messageTool.ui.text': 'Votre message',
  'messageTool.ui.counter': '{{count}} / {{max}} caractères',
  'messageTool.ui.attach': 'Joindre des fichiers',
  'messageTool.ui.attachHint':
    'Jusqu’à {{max}} fichiers ; noms composés uniquement de lettres, chiffres, espaces et ( ) , . _ -.',
  'messageTool.ui.selectedFiles': 'Fichiers à joindre',
  'messageTool.ui.removeFile': 'Retirer {{name}}',
  'messageTool.ui.tooManyFiles': 'Un message peut comporter au maximum {{max}} pièces jointes.',
  'messageTool.ui.refusedFiles': 'Non joint(s) : {{names}}',
  'messageTool.ui.send': 'Envoyer',
  'messageTool.ui.sending': 'Envoi…',
  'messageTool.ui.sent': 'Votre message a été publié.',
  'messageTool.ui.sendFailed': 'Le message n’a pas pu être publié.',
  'review.ui.title': 'Décision de validation',
  'review.ui.completeness': 'Contrôle d’exhaustivité',
  'review.ui.content': 'Validation du contenu',
  'review.ui.approve': 'Approuver',
  'review.ui.reject': 'Rejeter',
  'review.ui.approveCompleteness': 'Approuver le contrôle d’exhaustivité',
  'review.ui.rejectCompleteness': 'Rejeter le contrôle d’exhaustivité',
  'review.ui.approveContent': 'Approuver la validation du contenu',
  'review.ui.rejectContent': 'Rejeter la validation du contenu',
  'review.ui.promptReject': 'Veuillez saisir un commentaire pour le rejet',
  'review.ui.promptApprove': 'Veuillez cliquer sur Envoyer pour confirmer',
  'review.ui.comment': 'Commentaire de validation',
  'review.ui.commentOptional': 'Commentaire de validation (facultatif)',
  'review.ui.counter': '{{count}} / {{max}} caractères',
  'review.ui.commentRequired': 'Veuillez d’abord saisir le commentaire, puis cliquer sur Envoyer',
  'review.ui.commentTooLong': 'Les commentaires de validation ne doivent pas dépasser 5000 caractères.',
  'review.ui.submit': 'Envoyer',
  'review.ui.submitting': 'Envoi…',
  'review.ui.failed': 'La décision n’a pas pu être enregistrée.',
  'review.ui.done': 'Votre décision a été enregistrée.',
  'feedbackLists.intro.pendingValidation':
    'Projets pour lesquels le Validation Center demande l’avis de la direction (HQ). Répondez dans la messagerie du projet avec le type de commentaire {{type}}.',
  'feedbackLists.intro.feedbackProvided':
    'Projets pour lesquels la direction (HQ) a transmis le retour demandé : la validation du contenu peut reprendre.',
  'feedbackLists.col.open': 'Ouvrir',
  'feedbackLists.col.siteName': 'Nom du site',
  'feedbackLists.col.brands': 'Marques',
  'feedbackLists.col.country': 'Pays',
  'feedbackLists.col.status': 'Statut',
  'feedbackLists.col.projectUniqueId': 'Code unique du projet',
  'feedbackLists.col.dateFeedbackRequested': 'Date de la demande de retour',
  'feedbackLists.col.dateFeedbackProvided': 'Date du retour transmis',
  'feedbackLists.col.daysSinceSubmission': 'Jours depuis la soumission',
  'feedbackLists.overdue': 'En retard',
  'feedbackLists.overdueHint':
    'Soumis il y a plus de {{days}} jours : la validation prend environ 2 semaines.',
  'feedbackLists.openProject': 'Ouvrir le projet {{code}}',
  'feedbackLists.count': '{{count, number}} projets',
  'feedbackLists.countOne': '1 projet',
  'feedbackLists.loadError': 'La liste n’a pas pu être chargée.',
  // ---- end web (helper E) ----
};
