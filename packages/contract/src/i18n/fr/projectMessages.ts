import type { ModuleTexts } from '../en';

export const projectMessages: ModuleTexts<'projectMessages'> = {
  'project.siteInfoUpdated': 'Les informations du site ont été mises à jour avec succès',
  'project.siteInfoLocked': 'Les informations du site de ce projet ne peuvent plus être modifiées.',
  'project.paused': 'Ce projet est en pause : seule l’équipe du Validation Center peut le modifier.',
  'project.transitionNotAllowed': 'Le statut actuel du projet ne permet pas cette étape.',
  'project.locationUpdated': 'La position du site est enregistrée.',
};
