import type { ModuleTexts } from '../en';

export const projectMessages: ModuleTexts<'projectMessages'> = {
  'project.siteInfoUpdated': 'Die Standortinformationen wurden erfolgreich aktualisiert',
  'project.siteInfoLocked': 'Die Standortinformationen dieses Projekts können nicht mehr geändert werden.',
  'project.paused': 'Dieses Projekt ist pausiert: Nur das Validation-Center-Team kann es ändern.',
  'project.transitionNotAllowed': 'Der aktuelle Status des Projekts lässt diesen Schritt nicht zu.',
  'project.locationUpdated': 'Die Position des Standorts ist gespeichert.',
};
