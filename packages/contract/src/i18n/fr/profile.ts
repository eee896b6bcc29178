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
};
