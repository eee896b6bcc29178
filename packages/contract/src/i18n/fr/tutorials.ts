import type { ModuleTexts } from '../en';

export const tutorials: ModuleTexts<'tutorials'> = {
  'tutorials.title': "Comment s'inscrire",
  'tutorials.videoHeading': "Vidéo : comment s'inscrire",
  'tutorials.steps':
    'Pour vous inscrire, choisissez « Créer un compte » sur la page de connexion, sélectionnez votre rôle et remplissez le formulaire. Un administrateur vérifie votre demande ; une fois celle-ci approuvée, vous recevez un e-mail contenant un mot de passe temporaire. Connectez-vous avec celui-ci, puis choisissez votre propre mot de passe.',
  'tutorials.documentsHeading': 'Documents de formation',
  'tutorials.fileName': 'Nom du fichier',
  'tutorials.uploadDate': 'Date de dépôt',
  'tutorials.download': 'Télécharger',
  'tutorials.downloadFile': 'Télécharger {{name}}',
  'tutorials.empty': "Aucun document de formation n'est encore disponible.",
  'tutorials.loadError': "Les documents de formation n'ont pas pu être chargés.",
  'introVideo.title': 'Vidéo de présentation',
  'introVideo.summary':
    "Cette vidéo présente le portail : enregistrement des points de vente, soumission des projets d'aménagement par marque et suivi de leur validation et de leur installation.",
  'introVideo.captions':
    "Cette vidéo n'a pas de sous-titres ; son contenu est décrit dans le texte de cette page.",
  'introVideo.none': "Aucune vidéo n'est encore configurée pour ce portail.",
  'introVideo.unsupported': 'Votre navigateur ne peut pas lire cette vidéo. Ouvrez plutôt le fichier vidéo.',
};
