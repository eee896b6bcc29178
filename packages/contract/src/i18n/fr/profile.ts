import type { ModuleTexts } from '../en';

export const profile: ModuleTexts<'profile'> = {
  'profile.loading': 'Chargement de votre profil…',
  'profile.emailReadOnly': "L'adresse e-mail ne peut pas être modifiée.",
  'profile.phone': 'Numéro de téléphone',
  'profile.company': 'Société',
  'profile.brands': 'Marques',
  'profile.countries': 'Pays',
  'profile.selectBrand': 'sélectionnez au moins une marque',
  'profile.selectCountry': 'sélectionnez au moins un pays',
  'profile.updated': 'Les informations du profil ont été mises à jour',
  'profile.saving': 'Enregistrement…',
  'profile.currentPassword': 'Mot de passe actuel',
  'profile.newPassword': 'Nouveau mot de passe',
  'profile.confirmPassword': 'Confirmez le nouveau mot de passe',
  'profile.passwordRules':
    'Le nouveau mot de passe doit comporter au moins {{min}} caractères, ne doit pas contenir la partie nom de votre adresse e-mail et ne doit pas être un mot de passe courant.',
  'profile.passwordMismatch': 'Les mots de passe ne correspondent pas.',
  'profile.passwordChanged': 'Le mot de passe a été modifié avec succès.',
  'profile.loggingOutSoon':
    'Vous allez être déconnecté dans un instant. Veuillez vous reconnecter avec votre nouveau mot de passe.',
  'profile.changePasswordSubmit': 'Modifier le mot de passe',
  'profile.scopeNote':
    'Les marchés et marques ajoutés doivent être approuvés par le Validation Center ; vous conservez les vôtres jusque-là. Ceux que vous retirez le sont immédiatement.',
  'profile.scopePendingTitle': "En attente d'approbation du Validation Center",
  'profile.scopeRequestedOn': 'Demandé le {{date}}',
  'profile.scopeAddedMarkets': 'Marchés à ajouter : {{markets}}',
  'profile.scopeAddedBrands': 'Marques à ajouter : {{brands}}',
  'profile.scopeAwaiting': "en attente d'approbation",
  'profile.scopeRequested':
    "Les informations du profil ont été mises à jour. Les marchés et marques ajoutés attendent l'approbation du Validation Center.",
  'profile.scopeNone': 'aucun',
  'mail.scopeRequest.subject': 'Demande de marchés et de marques : {{applicantName}}',
  'mail.scopeRequest.body':
    "{{applicantName}} ({{email}}, {{role}}) demande à voir les projets d'autres marchés et marques.\n\nMarchés à ajouter : {{addedMarkets}}\nMarques à ajouter : {{addedBrands}}\n\nMarchés actuels : {{markets}}\nMarques actuelles : {{brands}}\n\nLes marchés et marques actuels restent inchangés jusqu'à la décision. Ouvrez ce lien pour approuver ou rejeter la demande (valable 7 jours, une seule fois) :\n{{link}}",
  'mail.scopeRequest.team': 'équipe du Validation Center',
  'mail.scopeApproved.subject': 'Votre demande de marchés et de marques est approuvée',
  'mail.scopeApproved.body':
    'Votre demande a été approuvée. Vous voyez désormais les projets de ces marchés et marques.\n\nMarchés : {{markets}}\nMarques : {{brands}}',
  'mail.scopeRejected.subject': 'Votre demande de marchés et de marques',
  'mail.scopeRejected.body':
    "Votre demande d'ajout de marchés ({{addedMarkets}}) et de marques ({{addedBrands}}) a été rejetée. Vos marchés et marques restent inchangés. Pour toute question, écrivez à {{helpdesk}}.",
};
