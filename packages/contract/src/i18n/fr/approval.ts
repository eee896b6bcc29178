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
  'approval.scopeTitle': 'Demande de marchés et de marques',
  'approval.scopeIntro':
    "Un utilisateur Retail Network Development demande à voir les projets d'autres marchés et marques. Vérifiez la demande, puis approuvez-la ou rejetez-la.",
  'approval.scopeUser': 'Utilisateur',
  'approval.scopeEmail': 'E-mail',
  'approval.scopeRole': 'Rôle',
  'approval.scopeCurrentMarkets': 'Marchés actuels',
  'approval.scopeCurrentBrands': 'Marques actuelles',
  'approval.scopeAddedMarkets': 'Marchés à ajouter',
  'approval.scopeAddedBrands': 'Marques à ajouter',
  'approval.scopeRequestedOn': 'Demandé le',
  'approval.scopeApprovedTitle': 'Demande approuvée',
  'approval.scopeApprovedText':
    "L'utilisateur voit désormais les projets des marchés et marques ajoutés et en a été informé par e-mail.",
  'approval.scopeRejectedTitle': 'Demande rejetée',
  'approval.scopeRejectedText':
    "Les marchés et marques de l'utilisateur restent inchangés. L'utilisateur en a été informé par e-mail.",
};
