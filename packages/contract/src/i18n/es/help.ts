import type { ModuleTexts } from '../en';

export const help: ModuleTexts<'help'> = {
  'helpSupport.title': 'Ayuda y asistencia',
  'helpSupport.intro': 'Envíenos su pregunta. El equipo de asistencia le responderá por correo electrónico.',
  'helpSupport.name': 'Nombre',
  'helpSupport.queries': 'Sus consultas',
  'helpSupport.submit': 'Enviar consulta',
  'helpSupport.notSent': 'Consulta no enviada',
};
