import type { ModuleTexts } from '../en';

export const approval: ModuleTexts<'approval'> = {
  'approval.title': 'Solicitud de cuenta',
  'approval.intro': 'Revise la siguiente solicitud y, después, apruébela o recházela.',
  'approval.details': 'Solicitante',
  'approval.roles': 'Rol',
  'approval.firstName': 'Nombre',
  'approval.siteName': 'Nombre del centro',
  'approval.city': 'Ciudad',
  'approval.countries': 'Países',
  'approval.approve': 'Aprobar',
  'approval.reject': 'Rechazar',
  'approval.approvedTitle': 'Cuenta aprobada',
  'approval.approvedText':
    'La cuenta se ha aprobado. El solicitante recibirá un correo electrónico con una contraseña temporal.',
  'approval.rejectedTitle': 'Cuenta rechazada',
  'approval.rejectedText':
    'La solicitud de cuenta se ha rechazado. Se ha informado al solicitante por correo electrónico.',
  'approval.errorTitle': 'Solicitud no disponible',
};
