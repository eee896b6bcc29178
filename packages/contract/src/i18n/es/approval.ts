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
  'approval.scopeTitle': 'Solicitud de mercados y marcas',
  'approval.scopeIntro':
    'Un usuario de Retail Network Development solicita ver los proyectos de más mercados y marcas. Revise la solicitud y apruébela o rechácela.',
  'approval.scopeUser': 'Usuario',
  'approval.scopeEmail': 'Correo electrónico',
  'approval.scopeRole': 'Rol',
  'approval.scopeCurrentMarkets': 'Mercados actuales',
  'approval.scopeCurrentBrands': 'Marcas actuales',
  'approval.scopeAddedMarkets': 'Mercados que añadir',
  'approval.scopeAddedBrands': 'Marcas que añadir',
  'approval.scopeRequestedOn': 'Solicitado el',
  'approval.scopeApprovedTitle': 'Solicitud aprobada',
  'approval.scopeApprovedText':
    'El usuario ahora ve los proyectos de los mercados y marcas añadidos y ha sido informado por correo electrónico.',
  'approval.scopeRejectedTitle': 'Solicitud rechazada',
  'approval.scopeRejectedText':
    'Los mercados y marcas del usuario no cambian. Se ha informado al usuario por correo electrónico.',
};
