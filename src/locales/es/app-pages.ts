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
