import type { ModuleTexts } from '../en';

export const messageTool: ModuleTexts<'messageTool'> = {
  // ---- server: design decisions, message tool, their mails and notifications ----
  'review.oneDecision':
    'Elija una sola decisión: aprobar o rechazar el control de integridad o bien la validación del contenido.',
  'review.commentRequired': 'Introduzca primero el comentario y luego haga clic en Enviar',
  'review.commentTooLong': 'Los comentarios de validación no deben superar los 5000 caracteres.',
  'review.notOpen.completeness':
    'El control de integridad de este proyecto no se puede decidir ahora: el proyecto no está a la espera de él (quizá ya se haya decidido).',
  'review.notOpen.content':
    'El contenido de este proyecto no se puede validar ahora: primero debe aprobarse el control de integridad y el contenido no debe haberse decidido ya.',
  'review.waitingForFeedback':
    'La validación del contenido está a la espera de la opinión solicitada a la dirección (HQ): podrá decidirse en cuanto HQ responda.',
  'review.done.completenessApproved':
    'El control de integridad está aprobado: el proyecto pasa a la validación del contenido.',
  'review.done.completenessRejected':
    'El control de integridad está rechazado: el expediente de diseño vuelve a su promotor.',
  'review.done.contentApproved': 'La validación del contenido está aprobada: el proyecto queda aprobado.',
  'review.done.contentRejected':
    'La validación del contenido está rechazada: el expediente de diseño vuelve a su promotor.',
  'review.noComment': '(sin comentario)',
  'mail.completenessApproved.subject': 'Control de integridad aprobado: {{projectCode}} {{siteName}}',
  'mail.completenessApproved.body':
    'El Validation Center ha aprobado el control de integridad de su proyecto {{projectCode}} en {{siteName}}, {{city}}. A continuación se realizará la validación del contenido.\n\nComentario: {{comment}}{{markups}}\n\nAbrir el proyecto:\n{{link}}',
  'mail.completenessRejected.subject': 'Control de integridad rechazado: {{projectCode}} {{siteName}}',
  'mail.completenessRejected.body':
    'El Validation Center ha rechazado el control de integridad de su proyecto {{projectCode}} en {{siteName}}, {{city}}.\n\nComentario: {{comment}}{{markups}}\n\nComplete el expediente de diseño y envíelo de nuevo:\n{{link}}',
  'mail.contentApproved.subject': 'Diseño aprobado: {{projectCode}} {{siteName}}',
  'mail.contentApproved.body':
    'El Validation Center ha aprobado el contenido del diseño de su proyecto {{projectCode}} en {{siteName}}, {{city}}: el proyecto queda aprobado.\n\nComentario: {{comment}}{{markups}}\n\nAbrir el proyecto:\n{{link}}',
  'mail.contentRejected.subject': 'Diseño rechazado: {{projectCode}} {{siteName}}',
  'mail.contentRejected.body':
    'El Validation Center ha rechazado el contenido del diseño de su proyecto {{projectCode}} en {{siteName}}, {{city}}.\n\nComentario: {{comment}}{{markups}}\n\nRevise el expediente de diseño y envíelo de nuevo:\n{{link}}',
  'notification.completenessApproved':
    'Control de integridad <b>aprobado</b> para el proyecto {{projectCode}} ({{siteName}}).{{markups}}',
  'notification.completenessRejected':
    'Control de integridad <b>rechazado</b> para el proyecto {{projectCode}} ({{siteName}}).{{markups}}',
  'notification.contentApproved':
    'Validación del contenido <b>aprobada</b> para el proyecto {{projectCode}} ({{siteName}}): el proyecto queda aprobado.{{markups}}',
  'notification.contentRejected':
    'Validación del contenido <b>rechazada</b> para el proyecto {{projectCode}} ({{siteName}}).{{markups}}',
  'message.validation.empty': 'Introduzca un mensaje.',
  'message.validation.tooLong': 'Un mensaje no puede superar los 5000 caracteres.',
  'message.validation.commentType': 'Tipo de comentario desconocido.',
  'message.added': 'Su mensaje se ha añadido.',
  'message.paused':
    'Este proyecto está en pausa: no se pueden añadir mensajes hasta que el Validation Center lo reactive.',
  'message.typeNotAllowed': 'Ahora no puede usar este tipo de comentario en este proyecto.',
  'message.file.badPath': 'La ruta del archivo no es válida.',
  'notification.newMessage': 'Nuevo mensaje en el proyecto {{projectCode}} ({{siteName}}): {{excerpt}}',
  'notification.feedbackRequested':
    'Opinión solicitada a la dirección (HQ) sobre el proyecto {{projectCode}} ({{siteName}}): {{excerpt}}',
  'notification.feedbackProvided':
    'La dirección (HQ) ha enviado su opinión sobre el proyecto {{projectCode}} ({{siteName}}): {{excerpt}}{{markups}}',
  'mail.feedbackRequested.subject': 'Opinión solicitada: {{projectCode}} {{siteName}}',
  'mail.feedbackRequested.body':
    '{{author}}, del Validation Center, le pide su opinión sobre la validación del contenido del proyecto {{projectCode}} en {{siteName}}, {{city}}:\n\n{{comment}}\n\nResponda en la mensajería del proyecto con el tipo de comentario «Opinión aportada»:\n{{link}}',
  'mail.feedbackProvided.subject': 'Opinión enviada: {{projectCode}} {{siteName}}',
  'mail.feedbackProvided.body':
    '{{author}} (dirección, HQ) ha respondido a la solicitud de opinión sobre el proyecto {{projectCode}} en {{siteName}}, {{city}}:\n\n{{comment}}{{markups}}\n\nLa validación del contenido puede continuar:\n{{link}}',
  // ---- end server ----
  // ---- web: message tool, validation actions, pending feedback lists (helper E) ----
  'messageTool.ui.title': 'Mensajería',
  'messageTool.ui.threadLabel': 'Mensajes de este proyecto',
  'messageTool.ui.empty': 'Todavía no hay mensajes en este proyecto.',
  'messageTool.ui.loadError': 'No se han podido cargar los mensajes.',
  'messageTool.ui.attachments': 'Archivos adjuntos',
  'messageTool.ui.download': 'Descargar {{name}}',
  'messageTool.ui.downloadFailed.title': 'Archivo no encontrado',
  'messageTool.ui.downloadFailed': '¡El archivo que ha descargado no existe!',
  'messageTool.ui.newMessage': 'Nuevo mensaje',
  'messageTool.ui.type': 'Tipo de comentario',
  'messageTool.ui.text': 'Su mensaje',
  'messageTool.ui.counter': '{{count}} / {{max}} caracteres',
  'messageTool.ui.attach': 'Adjuntar archivos',
  'messageTool.ui.attachHint':
    'Hasta {{max}} archivos; nombres solo con letras, dígitos, espacios y ( ) , . _ -.',
  'messageTool.ui.selectedFiles': 'Archivos que se adjuntarán',
  'messageTool.ui.removeFile': 'Quitar {{name}}',
  'messageTool.ui.tooManyFiles': 'Un mensaje puede llevar como máximo {{max}} archivos adjuntos.',
  'messageTool.ui.refusedFiles': 'No adjuntado(s): {{names}}',
  'messageTool.ui.send': 'Enviar',
  'messageTool.ui.sending': 'Enviando…',
  'messageTool.ui.sent': 'Su mensaje se ha publicado.',
  'messageTool.ui.sendFailed': 'No se ha podido publicar el mensaje.',
  'review.ui.title': 'Decisión de validación',
  'review.ui.completeness': 'Control de integridad',
  'review.ui.content': 'Validación del contenido',
  'review.ui.approve': 'Aprobar',
  'review.ui.reject': 'Rechazar',
  'review.ui.approveCompleteness': 'Aprobar el control de integridad',
  'review.ui.rejectCompleteness': 'Rechazar el control de integridad',
  'review.ui.approveContent': 'Aprobar la validación del contenido',
  'review.ui.rejectContent': 'Rechazar la validación del contenido',
  'review.ui.promptReject': 'Introduzca un comentario para el rechazo',
  'review.ui.promptApprove': 'Haga clic en Enviar para confirmar',
  'review.ui.comment': 'Comentario de validación',
  'review.ui.commentOptional': 'Comentario de validación (opcional)',
  'review.ui.counter': '{{count}} / {{max}} caracteres',
  'review.ui.commentRequired': 'Introduzca primero el comentario y luego haga clic en Enviar',
  'review.ui.commentTooLong': 'Los comentarios de validación no deben superar los 5000 caracteres.',
  'review.ui.submit': 'Enviar',
  'review.ui.submitting': 'Enviando…',
  'review.ui.failed': 'No se ha podido registrar la decisión.',
  'review.ui.done': 'Su decisión se ha registrado.',
  'feedbackLists.intro.pendingValidation':
    'Proyectos sobre los que el Validation Center pide la opinión de la dirección (HQ). Responda en la mensajería del proyecto con el tipo de comentario {{type}}.',
  'feedbackLists.intro.feedbackProvided':
    'Proyectos sobre los que la dirección (HQ) ha enviado la opinión solicitada: la validación del contenido puede continuar.',
  'feedbackLists.col.open': 'Abrir',
  'feedbackLists.col.siteName': 'Nombre del sitio',
  'feedbackLists.col.brands': 'Marcas',
  'feedbackLists.col.country': 'País',
  'feedbackLists.col.status': 'Estado',
  'feedbackLists.col.projectUniqueId': 'Código único del proyecto',
  'feedbackLists.col.dateFeedbackRequested': 'Fecha de solicitud de comentarios',
  'feedbackLists.col.dateFeedbackProvided': 'Fecha de envío de comentarios',
  'feedbackLists.col.daysSinceSubmission': 'Días desde el envío',
  'feedbackLists.overdue': 'Con retraso',
  'feedbackLists.overdueHint': 'Enviado hace más de {{days}} días: la validación tarda unas 2 semanas.',
  'feedbackLists.openProject': 'Abrir el proyecto {{code}}',
  'feedbackLists.count': '{{count, number}} proyectos',
  'feedbackLists.countOne': '1 proyecto',
  'feedbackLists.loadError': 'No se ha podido cargar la lista.',
  // ---- end web (helper E) ----
};
