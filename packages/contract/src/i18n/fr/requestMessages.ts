import type { ModuleTexts } from '../en';

export const requestMessages: ModuleTexts<'requestMessages'> = {
  'project.duplicateSite': 'Un site de vente existe déjà à cette adresse : {{siteName}}, {{city}}.',
  'request.sent':
    'Votre demande de projet a été envoyée à l’équipe du Validation Center. Vous recevrez un e-mail dès son approbation.',
  'request.notification': '{{name}} demande un projet pour {{siteName}}, {{city}}.',
  'request.teamName': 'Équipe du Validation Center',
  'request.newLocation': 'un nouveau site',
  'request.existingLocation': 'un site existant',

  'request.alreadyDecided': 'Cette demande a déjà été traitée.',
  'request.useCreate':
    'Cette demande concerne un nouveau site : utilisez Créer pour ouvrir son compte de site.',
  'request.notNewCreation': 'Cette demande concerne un site existant : approuvez-la plutôt.',
  'request.emailTaken': 'Cette adresse e-mail appartient déjà à un compte d’un autre rôle.',
  'request.approved': 'Demande approuvée. Le projet {{projectCode}} a été créé.',
  'request.rejected': 'Demande refusée. L’initiateur en a été informé.',
  'request.liteAccountCreated': 'Compte de site créé. Le projet {{projectCode}} a été créé.',
  'request.liteAccountLinked':
    'Aucun nouveau compte : {{email}} a déjà un compte de site. Le projet {{projectCode}} y a été ajouté.',

  'admin.originatorInvalid': 'Veuillez saisir une adresse e-mail d’initiateur de projet valide !',
  'admin.originatorMapped': 'Le nouvel initiateur de projet a bien été associé !',
  'admin.notApproved': 'Le projet n’est pas à l’état approuvé : impossible de passer son statut à refusé.',
  'admin.projectDeleted': 'Projet supprimé avec succès !',

  'mail.projectRequest.subject': 'Demande de projet à approuver : {{siteName}}, {{city}}',
  'mail.projectRequest.body':
    '{{originatorName}} ({{originatorEmail}}) demande un projet pour {{location}} :\n\n{{siteName}}\n{{street}}\n{{zipCode}} {{city}}\n{{country}}\n\nMarques : {{brands}}\n\nOuvrez Site Approvals pour décider :\n{{link}}',
  'mail.requestApproved.subject': 'Votre demande de projet est approuvée : {{siteName}}',
  'mail.requestApproved.body':
    'Votre demande de projet pour {{siteName}}, {{city}} a été approuvée.\n\nCode du projet : {{projectCode}}\n\nConnectez-vous pour poursuivre votre projet :\n{{link}}',
  'mail.requestRejected.subject': 'Votre demande de projet pour {{siteName}}',
  'mail.requestRejected.body':
    'Votre demande de projet pour {{siteName}}, {{city}} a été refusée par l’équipe du Validation Center. Pour toute question, écrivez à {{helpdesk}}.',
  'mail.liteAccountCreated.subject': 'Votre compte de site pour {{siteName}}',
  'mail.liteAccountCreated.body':
    'Un compte Retail Location a été créé pour {{siteName}}, {{city}} (projet {{projectCode}}).\n\nE-mail : {{email}}\nMot de passe temporaire : {{password}}\n\nConnectez-vous sur {{link}} — vous devrez choisir votre propre mot de passe.',
  'mail.liteAccountLinked.subject': 'Un nouveau projet pour votre site {{siteName}}',
  'mail.liteAccountLinked.body':
    'Le projet {{projectCode}} pour {{siteName}}, {{city}} a été ajouté à votre compte Retail Location.\n\nConnectez-vous pour le consulter :\n{{link}}',
  'mail.originatorMapped.subject': 'Vous êtes désormais l’initiateur du projet {{projectCode}}',
  'mail.originatorMapped.body':
    'L’équipe du Validation Center vous a désigné initiateur du projet {{projectCode}} ({{siteName}}, {{city}}).\n\nConnectez-vous pour le consulter :\n{{link}}',
  'mail.projectRefusedByAdmin.subject': 'Le statut du projet {{projectCode}} a changé',
  'mail.projectRefusedByAdmin.body':
    'L’équipe du Validation Center a changé le statut de votre projet {{projectCode}} ({{siteName}}, {{city}}) de « {{fromStatus}} » à « {{toStatus}} ».\n\nPour toute question, écrivez à {{helpdesk}}.',
};
