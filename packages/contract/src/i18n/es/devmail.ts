import type { ModuleTexts } from '../en';

export const devmail: ModuleTexts<'devmail'> = {
  'devmail.title': 'Buzón de desarrollo',
  'devmail.intro':
    'Modo de demostración: los correos que enviaría el portal se guardan aquí en lugar de entregarse. Se pueden seguir los enlaces que contienen.',
  'devmail.filter': 'Filtrar por destinatario (Para)',
  'devmail.refresh': 'Actualizar',
  'devmail.to': 'Para: {{to}}',
  'devmail.date': 'Enviado el {{date}}',
  'devmail.empty': 'No hay correos.',
  'devmail.unavailable': 'El buzón de desarrollo solo está disponible en modo de demostración.',
  'devmail.loadError': 'No se han podido cargar los correos.',
};
