import type { ModuleTexts } from '../en';

export const projectCreate: ModuleTexts<'projectCreate'> = {
  // ---- formulario de sitio compartido ----
  'siteForm.siteSection': 'Información del sitio',
  'siteForm.siteName': 'Nombre del sitio',
  'siteForm.street': 'Calle',
  'siteForm.city': 'Ciudad',
  'siteForm.zipCode': 'Código postal',
  'siteForm.country': 'País',
  'siteForm.region': 'Región',
  'siteForm.regionNone': 'Ninguna',
  'siteForm.vatNumber': 'Número de IVA',
  'siteForm.locationCode': 'Código del sitio',
  'siteForm.locationCodeGermany': 'Obligatorio en Alemania: solo letras y números.',
  'siteForm.documentationOnly': 'Solo documentación',
  'siteForm.brandsSection': 'Selección de marcas',
  'siteForm.brandsLegend': 'Marcas en este sitio',
  'siteForm.brandDetails': 'Tipo de contrato y volumen de ventas por marca',
  'siteForm.contractType': 'Tipo de contrato',
  'siteForm.salesVolume': 'Ventas anuales',
  'siteForm.contactSection': 'Contacto del representante del sitio',
  'siteForm.fullName': 'Nombre completo',
  'siteForm.email': 'Correo electrónico',
  'siteForm.phone': 'Teléfono',

  // ---- reglas de los campos ----
  'project.validation.siteName':
    'El nombre del sitio solo puede contener letras, números, espacios y ( ) \' " , . _ -',
  'project.validation.street': 'La calle solo puede contener letras, números, espacios y ( ) \' " , . _ -',
  'project.validation.city':
    'La ciudad solo puede contener letras, espacios y ( ) \' " , . _ - (sin números)',
  'project.validation.zipCode':
    'El código postal solo puede contener letras, números, espacios y ( ) \' " , . _ -',
  'project.validation.fullName':
    'El nombre completo solo puede contener letras, números, espacios y ( ) \' " , . _ -',
  'project.validation.email': 'El correo electrónico solo puede contener letras, números, espacios y @ . _ -',
  'project.validation.locationCode': 'El código del sitio solo puede contener letras y números.',
  'project.validation.locationCodeRequired': 'El código del sitio es obligatorio para un sitio en Alemania.',
  'project.validation.region': 'Seleccione la región (obligatoria para Francia).',
  'project.validation.contractType': 'Seleccione el tipo de contrato de esta marca.',
  'project.validation.salesVolume': 'El volumen de ventas debe ser un número entero entre 0 y 1.000.000.',
  'project.validation.siteType': 'Elija el tipo de sitio.',
  'project.validation.existingSite': 'Elija un punto de venta existente.',
  'project.validation.architectConfirm': 'Confirme primero todas las declaraciones de diseño.',

  // ---- botones de la lista ----
  'projectCreate.newProject': 'Crear nuevo proyecto',
  'projectCreate.documentationOnly': 'Proyecto solo de documentación',

  // ---- confirmación del arquitecto ----
  'projectCreate.confirm.title': 'Confirmación del arquitecto',
  'projectCreate.confirm.intro':
    'Antes de registrar un proyecto, confirme cada declaración sobre las reglas de diseño de las marcas.',
  'projectCreate.confirm.section1': 'Directrices de diseño de las marcas',
  'projectCreate.confirm.s1a':
    'He leído las directrices de diseño vigentes de cada marca que selecciono para este sitio.',
  'projectCreate.confirm.s1b':
    'La distribución prevista del showroom, el mobiliario y los materiales siguen estas directrices.',
  'projectCreate.confirm.s1c':
    'Cualquier desviación de las directrices se declarará y justificará en un formulario de derogación.',
  'projectCreate.confirm.section2': 'Elementos de identidad corporativa (CI)',
  'projectCreate.confirm.s2a':
    'La señalización exterior e interior se pedirá solo a los proveedores aprobados para las marcas.',
  'projectCreate.confirm.s2b':
    'Los logotipos, colores y gráficos de las marcas se usarán solo como se muestra en los manuales de CI.',
  'projectCreate.confirm.section3': 'Exactitud de los datos',
  'projectCreate.confirm.s3a':
    'Los datos del sitio, de las marcas y del contacto que introduzco son correctos y completos.',
  'projectCreate.confirm.s3b':
    'Mantendré actualizados los datos y documentos del proyecto hasta la auditoría de conformidad del sitio.',
  'projectCreate.confirm.count': '{{count}} de {{total}} declaraciones confirmadas',
  'projectCreate.confirm.helpPrefix': '¿Preguntas sobre las directrices?',
  'projectCreate.confirm.helpLink': 'Servicio de asistencia',
  'projectCreate.confirm.button': 'Confirmo',

  // ---- diálogo de creación ----
  'projectCreate.title': 'Crear nuevo proyecto',
  'projectCreate.titleDocumentation': 'Proyecto solo de documentación',
  'projectCreate.siteType': 'Tipo de sitio',
  'projectCreate.siteType.existing': 'Punto de venta Stellantis existente',
  'projectCreate.siteType.new': 'Crear los datos de un nuevo punto de venta',
  'projectCreate.existingSite': 'Punto de venta existente',
  'projectCreate.existingSite.help':
    'Escriba un nombre de sitio, una ciudad, un código postal o un código de sitio.',
  'projectCreate.existingSite.none': 'No se encontró ningún sitio',
  'projectCreate.existingSite.searching': 'Buscando…',
  'projectCreate.existingSite.locked': 'Los datos del sitio elegido se usan tal como están.',
  'projectCreate.map': 'Posición del sitio',
  'projectCreate.gdpr':
    'Acepto que los datos introducidos aquí se traten para gestionar este proyecto, conforme al RGPD y a la política de privacidad.',
  'projectCreate.submit': 'Enviar solicitud',
  'projectCreate.submitting': 'Enviando la solicitud',
  'projectCreate.fixFields': 'Corrija los campos marcados.',
  'projectCreate.duplicateTitle': 'Este sitio ya existe',
  'projectCreate.duplicateQuestion': '¿Desea crear el proyecto en el sitio existente?',
};
