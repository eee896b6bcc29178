import type { ModuleTexts } from '../en';

export const approval: ModuleTexts<'approval'> = {
  'approval.title': 'Demande de compte',
  'approval.intro': "Veuillez vérifier la demande ci-dessous, puis l'approuver ou la rejeter.",
  'approval.details': 'Demandeur',
  'approval.roles': 'Rôle',
  'approval.firstName': 'Nom',
  'approval.siteName': 'Nom du site',
  'approval.city': 'Ville',
  'approval.countries': 'Pays',
  'approval.approve': 'Approuver',
  'approval.reject': 'Rejeter',
  'approval.approvedTitle': 'Compte approuvé',
  'approval.approvedText':
    'Le compte a été approuvé. Le demandeur reçoit un e-mail contenant un mot de passe temporaire.',
  'approval.rejectedTitle': 'Compte rejeté',
  'approval.rejectedText': 'La demande de compte a été rejetée. Le demandeur en a été informé par e-mail.',
  'approval.errorTitle': 'Demande indisponible',
};
