import type { ModuleTexts } from '../en';

export const projectMessages: ModuleTexts<'projectMessages'> = {
  'project.siteInfoUpdated': 'La información del emplazamiento se ha actualizado correctamente',
  'project.siteInfoLocked': 'La información del emplazamiento de este proyecto ya no se puede modificar.',
  'project.paused': 'Este proyecto está en pausa: solo el equipo del Validation Center puede modificarlo.',
  'project.transitionNotAllowed': 'El estado actual del proyecto no permite este paso.',
  'project.locationUpdated': 'La posición del emplazamiento se ha guardado.',
};
