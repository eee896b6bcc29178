import type { ModuleTexts } from '../en';

export const projectCreate: ModuleTexts<'projectCreate'> = {
  // ---- formulaire de site partagé ----
  'siteForm.siteSection': 'Informations sur le site',
  'siteForm.siteName': 'Nom du site',
  'siteForm.street': 'Rue',
  'siteForm.city': 'Ville',
  'siteForm.zipCode': 'Code postal',
  'siteForm.country': 'Pays',
  'siteForm.region': 'Région',
  'siteForm.regionNone': 'Aucune',
  'siteForm.vatNumber': 'Numéro de TVA',
  'siteForm.locationCode': 'Code du site',
  'siteForm.locationCodeGermany': 'Obligatoire en Allemagne : lettres et chiffres uniquement.',
  'siteForm.documentationOnly': 'Documentation uniquement',
  'siteForm.brandsSection': 'Sélection des marques',
  'siteForm.brandsLegend': 'Marques présentes sur ce site',
  'siteForm.brandDetails': 'Type de contrat et volume de ventes par marque',
  'siteForm.contractType': 'Type de contrat',
  'siteForm.salesVolume': 'Ventes annuelles',
  'siteForm.contactSection': 'Contact représentant du site',
  'siteForm.fullName': 'Nom complet',
  'siteForm.email': 'E-mail',
  'siteForm.phone': 'Téléphone',

  // ---- règles des champs ----
  'project.validation.siteName':
    'Le nom du site ne peut contenir que des lettres, des chiffres, des espaces et ( ) \' " , . _ -',
  'project.validation.street':
    'La rue ne peut contenir que des lettres, des chiffres, des espaces et ( ) \' " , . _ -',
  'project.validation.city':
    'La ville ne peut contenir que des lettres, des espaces et ( ) \' " , . _ - (pas de chiffres)',
  'project.validation.zipCode':
    'Le code postal ne peut contenir que des lettres, des chiffres, des espaces et ( ) \' " , . _ -',
  'project.validation.fullName':
    'Le nom complet ne peut contenir que des lettres, des chiffres, des espaces et ( ) \' " , . _ -',
  'project.validation.email':
    "L'e-mail ne peut contenir que des lettres, des chiffres, des espaces et @ . _ -",
  'project.validation.locationCode': 'Le code du site ne peut contenir que des lettres et des chiffres.',
  'project.validation.locationCodeRequired': 'Le code du site est obligatoire pour un site en Allemagne.',
  'project.validation.region': 'Sélectionnez la région (obligatoire pour la France).',
  'project.validation.contractType': 'Sélectionnez le type de contrat de cette marque.',
  'project.validation.salesVolume': 'Le volume de ventes doit être un nombre entier entre 0 et 1 000 000.',
  'project.validation.siteType': 'Choisissez le type de site.',
  'project.validation.existingSite': 'Choisissez un point de vente existant.',
  'project.validation.architectConfirm': "Veuillez d'abord confirmer toutes les déclarations de conception.",

  // ---- boutons de la liste ----
  'projectCreate.newProject': 'Créer un nouveau projet',
  'projectCreate.documentationOnly': 'Projet documentation uniquement',

  // ---- confirmation de l'architecte ----
  'projectCreate.confirm.title': "Confirmation de l'architecte",
  'projectCreate.confirm.intro':
    "Avant d'enregistrer un projet, veuillez confirmer chaque déclaration sur les règles de conception des marques.",
  'projectCreate.confirm.section1': 'Directives de conception des marques',
  'projectCreate.confirm.s1a':
    "J'ai lu les directives de conception en vigueur de chaque marque que je sélectionne pour ce site.",
  'projectCreate.confirm.s1b':
    "L'aménagement prévu du showroom, le mobilier et les matériaux respectent ces directives.",
  'projectCreate.confirm.s1c':
    'Tout écart par rapport aux directives sera déclaré et justifié dans un formulaire de dérogation.',
  'projectCreate.confirm.section2': "Éléments d'identité visuelle (CI)",
  'projectCreate.confirm.s2a':
    'La signalétique extérieure et intérieure sera commandée uniquement auprès des fournisseurs agréés par les marques.',
  'projectCreate.confirm.s2b':
    'Les logos, couleurs et graphismes des marques seront utilisés uniquement comme indiqué dans les manuels CI.',
  'projectCreate.confirm.section3': 'Exactitude des données',
  'projectCreate.confirm.s3a':
    'Les données du site, des marques et du contact que je saisis sont exactes et complètes.',
  'projectCreate.confirm.s3b':
    "Je tiendrai les données et les documents du projet à jour jusqu'à l'audit de conformité du site.",
  'projectCreate.confirm.count': '{{count}} déclarations confirmées sur {{total}}',
  'projectCreate.confirm.helpPrefix': 'Des questions sur les directives ?',
  'projectCreate.confirm.helpLink': "Service d'assistance",
  'projectCreate.confirm.button': 'Je confirme',

  // ---- boîte de dialogue de création ----
  'projectCreate.title': 'Créer un nouveau projet',
  'projectCreate.titleDocumentation': 'Projet documentation uniquement',
  'projectCreate.siteType': 'Type de site',
  'projectCreate.siteType.existing': 'Point de vente Stellantis existant',
  'projectCreate.siteType.new': "Créer les données d'un nouveau point de vente",
  'projectCreate.existingSite': 'Point de vente existant',
  'projectCreate.existingSite.help':
    'Saisissez un nom de site, une ville, un code postal ou un code de site.',
  'projectCreate.existingSite.none': 'Aucun site trouvé',
  'projectCreate.existingSite.searching': 'Recherche…',
  'projectCreate.existingSite.locked': 'Les données du site choisi sont reprises telles quelles.',
  'projectCreate.map': 'Position du site',
  'projectCreate.gdpr':
    "J'accepte que les données saisies ici soient traitées pour gérer ce projet, conformément au RGPD et à la politique de confidentialité.",
  'projectCreate.submit': 'Envoyer la demande',
  'projectCreate.submitting': 'Envoi de la demande',
  'projectCreate.fixFields': 'Veuillez corriger les champs signalés.',
  'projectCreate.duplicateTitle': 'Ce site existe déjà',
  'projectCreate.duplicateQuestion': 'Voulez-vous créer le projet sur le site existant ?',
};
