import type { ModuleTexts } from '../en';

export const invitations: ModuleTexts<'invitations'> = {
  'invitation.validation.party':
    'Choisissez qui inviter : un fournisseur, un auditeur ou le destinataire du téléchargement.',
  'invitation.notApproved':
    'Les intervenants externes peuvent être invités une fois le projet approuvé (Projet approuvé ou un statut de mise en œuvre ultérieur).',
  'invitation.brandRequired': 'Choisissez la marque pour laquelle ce fournisseur est invité.',
  'invitation.brandNotInProject': 'Cette marque ne fait pas partie des marques du projet.',
  'invitation.brandNotAllowed': 'Seul un fournisseur est invité pour une marque : laissez la marque vide.',
  'invitation.supplierExists':
    'Un fournisseur est déjà invité pour cette marque. Révoquez cette invitation avant d’inviter un autre fournisseur.',
  'invitation.alreadyRevoked': 'Cette invitation est déjà révoquée.',
  'invitation.resendRevoked':
    'Cette invitation est révoquée : elle ne peut pas être renvoyée. Invitez de nouveau l’intervenant.',
  'invitation.resendSubmitted':
    'Cet intervenant a déjà envoyé son formulaire : l’invitation ne peut pas être renvoyée.',
  'invitation.revoked': 'L’invitation est révoquée : son lien ne fonctionne plus.',

  'mail.inviteSupplier.subject': 'Mise en œuvre de la CI pour {{siteName}} ({{projectCode}}), {{brandName}}',
  'mail.inviteSupplier.body':
    '{{inviterName}} vous invite, en tant que fournisseur pour {{brandName}}, à la mise en œuvre de la CI du site {{siteName}} (projet {{projectCode}}).\n\nOuvrez ce lien pour déposer votre offre, votre commande et votre facture, saisir les dates de livraison et d’installation et confirmer l’installation (valable {{days}} jours) :\n{{link}}',
  'mail.inviteAuditor.subject': 'Audit de conformité pour {{siteName}} ({{projectCode}})',
  'mail.inviteAuditor.body':
    '{{inviterName}} vous invite à réaliser l’audit de conformité du site {{siteName}} (projet {{projectCode}}).\n\nOuvrez ce lien pour déposer votre rapport d’audit et saisir la date de l’audit (valable {{days}} jours) :\n{{link}}',
  'mail.inviteDownload.subject': 'Designs validés de {{siteName}} ({{projectCode}})',
  'mail.inviteDownload.body':
    '{{inviterName}} partage avec vous les documents de design validés du site {{siteName}} (projet {{projectCode}}).\n\nOuvrez ce lien pour les télécharger (valable {{days}} jours) :\n{{link}}',
  'mail.inviteArcad.subject': 'Téléversement des sites de référence du groupe (ARCAD)',
  'mail.inviteArcad.body':
    '{{inviterName}} vous invite à téléverser les sites de référence du groupe (ARCAD) : un fichier .xlsx ou .csv avec les colonnes code ARCAD, nom du site, rue, code postal, ville, code pays, latitude et longitude.\n\nOuvrez ce lien pour le téléverser (valable {{days}} jours) :\n{{link}}',
};
