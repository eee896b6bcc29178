import type { ModuleTexts } from '../en';

export const privacy: ModuleTexts<'privacy'> = {
  'privacy.effective': 'Vigente desde 2023',
  'privacy.intro':
    'Este aviso explica cómo el proveedor de servicios del Validation Center, que gestiona el Store Design Portal por cuenta del grupo automovilístico, trata los datos personales de las personas que utilizan el portal. Se aplica a todos los usuarios del portal: personal de la sede central, equipos nacionales de la red comercial e importadores, promotores de proyectos, operadores de puntos de venta y el equipo de validación.',
  'privacy.collected.title': '1. Información que recopilamos',
  'privacy.collected.body':
    'Recopilamos los datos de identidad y de contacto profesional que nos facilita al solicitar una cuenta: nombre, dirección de correo electrónico profesional, número de teléfono, empresa, rol, países y marcas. Mientras utiliza el portal, registramos datos de la cuenta (estado de aprobación, aceptación de estas condiciones, una contraseña cifrada) y datos técnicos como su dirección IP, un identificador de dispositivo y la hora de sus inicios de sesión. También almacenamos la información sobre emplazamientos y diseños, los comentarios y los documentos que envía.',
  'privacy.use.title': '2. Cómo utilizamos su información',
  'privacy.use.body':
    'Utilizamos sus datos para crear y gestionar su cuenta, tramitar la aprobación de su solicitud y permitirle registrar puntos de venta, así como enviar, revisar y seguir diseños de tiendas. Le enviamos los correos electrónicos que requiere el servicio, como códigos de un solo uso, avisos de aprobación y notificaciones de proyectos, y respondemos a sus solicitudes de ayuda. Los datos técnicos se utilizan para proteger las cuentas, detectar usos indebidos y mantener un registro de auditoría.',
  'privacy.lawfulBasis.title': '3. Base jurídica del tratamiento',
  'privacy.lawfulBasis.body':
    'Tratamos sus datos para ejecutar el contrato en virtud del cual el portal se presta al grupo automovilístico y a su red comercial (art. 6.1.b del RGPD) y sobre la base del interés legítimo del grupo y de sus socios en disponer de un proceso de validación común y seguro (art. 6.1.f del RGPD). Cuando la ley nos obliga a conservar o comunicar registros, tratamos los datos para cumplir dicha obligación legal (art. 6.1.c del RGPD).',
  'privacy.sharing.title': '4. Comunicación de la información',
  'privacy.sharing.body':
    'Sus datos son visibles para las personas que los necesitan en el proceso de validación: la sede central del grupo automovilístico, los equipos nacionales de la red comercial e importadores afectados y el equipo de validación. Recurrimos a proveedores de alojamiento y de correo electrónico cuidadosamente seleccionados, que actúan únicamente siguiendo nuestras instrucciones en virtud de un contrato de encargo del tratamiento (art. 28 del RGPD). Nunca vendemos sus datos y solo los comunicamos a las autoridades cuando la ley lo exige.',
  'privacy.cookies.title': '5. Cookies y almacenamiento local',
  'privacy.cookies.body':
    'El portal utiliza únicamente las cookies y el almacenamiento del navegador estrictamente necesarios para su funcionamiento: su sesión, su idioma, el identificador de su dispositivo para los códigos de un solo uso y su elección sobre las cookies. No utilizamos cookies publicitarias ni de seguimiento, ni herramientas de analítica de terceros.',
  'privacy.rights.title': '6. Sus derechos',
  'privacy.rights.body':
    'Tiene derecho a acceder a sus datos, a solicitar su rectificación o supresión, a limitar su tratamiento u oponerse a él y a recibirlos en un formato portable. Cuando el tratamiento se base en su consentimiento, puede retirarlo en cualquier momento sin que ello afecte al tratamiento anterior. También puede presentar una reclamación ante una autoridad de control de protección de datos.',
  'privacy.security.title': '7. Seguridad',
  'privacy.security.body':
    'Protegemos sus datos mediante conexiones cifradas, contraseñas con un hash robusto, códigos de un solo uso para dispositivos nuevos, derechos de acceso basados en roles y un cierre de sesión automático tras un periodo de inactividad. El acceso de nuestro personal se limita a lo que exigen sus tareas y queda registrado.',
  'privacy.retention.title': '8. Conservación de los datos',
  'privacy.retention.body':
    'Conservamos sus datos personales únicamente durante la vigencia de nuestro contrato con el grupo automovilístico. Al finalizar el contrato, los datos se transfieren al grupo automovilístico, que pasa a ser responsable de ellos, y eliminamos nuestras copias, salvo que la ley nos obligue a conservarlas durante más tiempo.',
  'privacy.transfers.title': '9. Transferencias internacionales',
  'privacy.transfers.body':
    'El portal está alojado en la Unión Europea. Cuando participan en un proyecto sociedades del grupo o importadores situados fuera del Espacio Económico Europeo, las transferencias de datos a ellos se basan en una decisión de adecuación de la Comisión Europea o en las cláusulas contractuales tipo de la UE.',
  'privacy.changes.title': '10. Cambios en este aviso',
  'privacy.changes.body':
    'Podemos actualizar este aviso cuando cambien el portal o la legislación. La fecha de entrada en vigor indicada al principio corresponde a la versión actual; anunciamos los cambios importantes en el portal y podemos pedirle que vuelva a aceptar las condiciones actualizadas.',
  'privacy.contact.title': '11. Contacto',
  'privacy.contact.body':
    'Para cualquier pregunta sobre sus datos o para ejercer sus derechos, póngase en contacto con el delegado de protección de datos del operador del portal, el proveedor de servicios del Validation Center, en Alemania. Puede dirigirse al delegado de protección de datos a través de la página Ayuda y soporte del portal.',
  'privacy.agree': 'He leído el aviso de privacidad y acepto las condiciones.',
  'privacy.agreeRequired': 'Marque la casilla de aceptación antes de guardar.',
  'privacy.saved': 'Gracias. Se ha guardado su aceptación de las condiciones.',
  'privacy.alreadyAccepted': 'Ya ha aceptado estas condiciones en este dispositivo.',
};
