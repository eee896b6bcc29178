import type { ModuleTexts } from '../en';

export const ciImplementation: ModuleTexts<'ciImplementation'> = {
  'ciImplementation.validation.choice': 'Choisissez une conformité CI complète ou partielle.',
  'ciImplementation.notInStage':
    'La mise en œuvre de la CI est ouverte une fois le projet approuvé, jusqu’à la notification de conformité du site.',
  'ciImplementation.alreadySubmitted': 'La mise en œuvre de la CI de ce projet est déjà envoyée.',
  'ciImplementation.photoRequired':
    'Téléversez une photo de l’installation avant d’envoyer la mise en œuvre de la CI.',
  'ciImplementation.evidenceRequired':
    'Seule une conformité CI partielle est possible : téléversez le justificatif avant d’envoyer la mise en œuvre de la CI.',
  'ciImplementation.uploadClosed':
    'Aucun fichier ne peut plus être ajouté : la mise en œuvre de la CI est envoyée ou le projet n’est pas à l’étape CI.',
  'ciImplementation.offerAndOrderRequired':
    'Téléversez l’offre et la commande de votre marque avant de confirmer l’installation.',
  'ciImplementation.brandsNotCovered':
    'Toutes les marques CI du projet ne sont pas encore couvertes : le fournisseur de chaque marque confirme l’installation, ou l’initiateur envoie la mise en œuvre de la CI.',
  'ciImplementation.notYourDocument': 'Ce document ne peut pas être téléversé avec ce lien.',
  'ciImplementation.notCiBrand': 'Cette marque n’a pas de bloc de mise en œuvre de la CI.',
  'ciImplementation.slotFull': 'Au plus {{max}} fichiers peuvent être conservés ici.',
  'external.requiredFields': 'Veuillez renseigner tous les champs obligatoires',
  'external.completedInFuture':
    'La date de fin d’installation ne peut pas être dans le futur : indiquez le jour où l’installation a été terminée.',
  'external.readOnly': 'Ce formulaire est déjà envoyé : le lien n’accepte plus rien.',
  'external.submitted': 'Demande envoyée avec succès',
  'complianceAudit.reportRequired': 'Téléversez le rapport de conformité avant d’envoyer l’audit.',
  'complianceAudit.notInStage':
    'L’audit de conformité peut être envoyé une fois le projet approuvé, jusqu’à la notification de conformité du site.',

  'notification.offerReceived':
    'Le fournisseur {{brandName}} a téléversé une offre pour le projet {{projectCode}} ({{siteName}}).',
  'notification.orderReceived':
    'Le fournisseur {{brandName}} a téléversé une commande pour le projet {{projectCode}} ({{siteName}}).',
  'notification.invoiceReceived':
    'Le fournisseur {{brandName}} a téléversé une facture pour le projet {{projectCode}} ({{siteName}}).',
  'notification.supplierConfirmed':
    'Le fournisseur {{brandName}} a confirmé l’installation CI du projet {{projectCode}} ({{siteName}}).',
  'notification.ciSubmitted':
    'La mise en œuvre de la CI du projet {{projectCode}} ({{siteName}}) est envoyée.',
  'notification.auditSubmitted':
    'L’audit de conformité du projet {{projectCode}} ({{siteName}}) est envoyé (audit du {{auditDate}}).',

  'mail.ciStatusChanged.subject': 'Projet {{projectCode}} ({{siteName}}) : {{status}}',
  'mail.ciStatusChanged.body':
    'Bonjour {{firstName}},\n\n{{event}}\n\nLe projet {{projectCode}} du site {{siteName}} est maintenant au statut « {{status}} ».\n\nOuvrir le projet : {{link}}',
  'ciEvent.offerReceived': 'Le fournisseur {{brandName}} a téléversé une offre.',
  'ciEvent.orderReceived': 'Le fournisseur {{brandName}} a téléversé une commande.',
  'ciEvent.suppliersConfirmed': 'Tous les fournisseurs invités ont confirmé l’installation CI.',
  'ciEvent.ciSubmitted': 'La mise en œuvre de la CI a été envoyée.',
  'ciEvent.auditSubmitted': 'L’audit de conformité a été envoyé (audit du {{auditDate}}).',
};
