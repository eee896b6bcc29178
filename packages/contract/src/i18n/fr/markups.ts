import type { ModuleTexts } from '../en';

export const markups: ModuleTexts<'markups'> = {
  'validation.markup.geometry':
    'La position de l’annotation n’est pas valide : elle doit se trouver sur la page.',
  'validation.markup.note': 'La note doit être du texte.',
  'validation.markup.noteRequired': 'Veuillez écrire une note.',
  'validation.markup.noteTooLong': 'Une note ne peut pas dépasser 1000 caractères.',
  'validation.markup.page': 'Le numéro de page n’est pas valide.',
  'validation.markup.closed': 'Indiquez si l’annotation est clôturée (true ou false).',
  'validation.markup.ids':
    'Les annotations à joindre ne sont pas valides : donnez leurs identifiants séparés par des virgules (200 au plus).',
  'markups.notAttachable':
    'Une annotation à joindre n’est pas un brouillon de ce projet (elle est peut-être déjà jointe ou clôturée).',
  'markups.notYourStage':
    'Vous ne pouvez dessiner des annotations que lorsque le projet est à votre étape de la revue.',
  'markups.paused':
    'Ce projet est en pause : ses annotations ne peuvent pas changer tant que l’équipe Validation Center ne l’a pas réactivé.',
  'markups.notOpen': 'Seule la note d’une annotation ouverte peut être modifiée.',
  'markups.notAnswerable':
    'Impossible de répondre à cette annotation : elle est clôturée, ou pas encore envoyée avec une décision.',
  'markups.notAttached':
    'Cette annotation n’a pas encore été envoyée avec une décision : supprimez-la plutôt.',
  'markups.alreadyClosed': 'Cette annotation est déjà clôturée.',
  'markups.notClosed': 'Cette annotation n’est pas clôturée.',
  'markups.attached':
    'Cette annotation a été envoyée avec une décision : elle peut être clôturée, pas supprimée.',
  'markups.gone': 'Cette annotation n’existe plus.',
  'markups.deleted': 'L’annotation a été supprimée.',
  'markups.fileUnreadable': 'Ce fichier ne peut pas être lu pour y dessiner les annotations.',
  'markups.summary.one': '{{count}} annotation sur {{document}} v{{version}}',
  'markups.summary.other': '{{count}} annotations sur {{document}} v{{version}}',
  'markups.mail.attached':
    'Annotations sur les plans : {{summary}}. Ouvrez le projet pour les voir et répondre à chacune.',
  'markups.stillOpen.one': ' {{count}} annotation de la dernière revue est encore ouverte.',
  'markups.stillOpen.other': ' {{count}} annotations de la dernière revue sont encore ouvertes.',
  'markups.pdf.title': 'Annotations : {{document}} v{{version}} ({{file}})',
  'markups.pdf.entry': '#{{n}} · page {{page}} · {{kind}} · {{author}} ({{role}}), {{date}} · {{status}}',
  'markups.pdf.answer': 'Réponse de {{name}}, {{date}} : {{answer}}',
  'markups.kind.pin': 'Épingle',
  'markups.kind.rect': 'Rectangle',
  'markups.kind.cloud': 'Nuage',
  'markups.kind.arrow': 'Flèche',
  'markups.kind.measure': 'Mesure',
  'markups.status.open': 'Ouverte',
  'markups.status.addressed': 'Traitée',
  'markups.status.closed': 'Clôturée',
  'markups.status.draft': 'Brouillon',
  'timeline.kind.markup': 'Annotations',
  'timeline.e.markup.create': 'Annotation dessinée sur {{slot}} v{{version}}, page {{page}}',
  'timeline.e.markup.edit': 'Note d’annotation modifiée sur {{slot}} v{{version}}, page {{page}}',
  'timeline.e.markup.delete': 'Brouillon d’annotation supprimé sur {{slot}} v{{version}}, page {{page}}',
  'timeline.e.markup.answer':
    'Réponse à une annotation, marquée traitée, sur {{slot}} v{{version}}, page {{page}}',
  'timeline.e.markup.close': 'Annotation clôturée sur {{slot}} v{{version}}, page {{page}}',
  'timeline.e.markup.reopen': 'Annotation rouverte sur {{slot}} v{{version}}, page {{page}}',
  'markups.title': 'Annotations',
  'markups.openViewer': 'Annotations sur {{name}}',
  'markups.dialog': '{{name}} : annotations',
  'markups.tools': 'Outils d’annotation',
  'markups.tool.none': 'Déplacer (sans dessiner)',
  'markups.drawHint':
    'Choisissez un outil, puis cliquez ou glissez sur la page. Au clavier : choisissez un outil et appuyez sur Entrée sur la page pour le placer au centre.',
  'markups.drawArea': 'Dessiner : {{kind}}, page {{page}}',
  'markups.note': 'Note',
  'markups.save': 'Enregistrer l’annotation',
  'markups.saveNote': 'Enregistrer la note',
  'markups.cancel': 'Annuler',
  'markups.empty': 'Aucune annotation sur cette version.',
  'markups.fromVersion': 'de la v{{version}}',
  'markups.item': 'Annotation {{n}}, page {{page}}, {{kind}}',
  'markups.by': '{{name}} ({{role}}), {{date}}',
  'markups.answerBy': 'Réponse de {{name}} : {{note}}',
  'markups.answer': 'Répondre',
  'markups.answerLabel': 'Votre réponse',
  'markups.sendAnswer': 'Répondre et marquer traitée',
  'markups.close': 'Clôturer l’annotation',
  'markups.reopen': 'Rouvrir l’annotation',
  'markups.delete': 'Supprimer l’annotation',
  'markups.edit': 'Modifier la note',
  'markups.download': 'Télécharger avec les annotations',
  'markups.attach': 'Joindre les brouillons d’annotation ({{count}}) à ce commentaire',
  'markups.openCount.one': '{{count}} annotation encore ouverte',
  'markups.openCount.other': '{{count}} annotations encore ouvertes',
  'markups.saved': 'L’annotation a été enregistrée.',
  'markups.notDrawable': 'Les annotations se dessinent uniquement sur des documents PDF, PNG et JPEG.',
  'markups.notAttachableFeedback':
    'Une annotation à joindre n’est pas un brouillon dessiné par la direction (HQ) sur ce projet (elle est peut-être déjà jointe ou clôturée).',
  'markups.feedbackOnly':
    'Les annotations ne peuvent être envoyées qu’avec un message de type « Avis transmis ».',
  'markups.mail.feedback':
    'Annotations sur les plans envoyées avec ce retour : {{summary}}. Le demandeur du projet les voit aussi.',
  'markups.attachFeedback':
    'Joindre les brouillons d’annotation de la direction (HQ) ({{count}}) à ce retour',
  'markups.onPage': 'Afficher l’annotation {{n}} ({{kind}}) dans la liste',
  'markups.pageGroup': 'Annotations de la page {{page}}',
  'mail.designResubmitted.subject': 'Design soumis à nouveau : {{siteName}} ({{projectCode}})',
  'mail.designResubmitted.body':
    '{{originatorName}} a soumis à nouveau le design du projet {{projectCode}} ({{siteName}}, {{city}}) le {{date}}, après votre revue.{{openMarkups}}\n\nOuvrir le projet :\n{{link}}',
};
