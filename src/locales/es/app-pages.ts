export default {
  upgrade: {
    title: 'Ya está disponible la versión {{version}}',
    upToDate: 'Tienes la última versión',
    current: 'Estás usando la versión {{version}}',
    forced: 'Esta versión ya no es compatible. Actualiza para continuar.',
    whatsNew: 'Novedades',
    noNotes: 'Mejoras y correcciones.',
    later: 'Más tarde',
    update: 'Actualizar ahora',
  },
  agreement: {
    title: 'Antes de iniciar sesión',
    prefix: 'He leído y acepto el ',
    terms: 'Acuerdo de usuario',
    and: ' y la ',
    privacy: 'Política de privacidad',
    required: 'Para iniciar sesión, lee y acepta el Acuerdo de usuario y la Política de privacidad.',
    agree: 'Acepto',
  },
  statement: {
    terms: 'Acuerdo de usuario',
    privacy: 'Política de privacidad',
    version: 'Versión del {{date}}',
  },
  webview: {
    refused: 'Este enlace no se puede abrir en la aplicación.',
    copy: 'Copiar el enlace',
    copied: 'Enlace copiado',
  },
}
