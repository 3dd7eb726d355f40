export default {
  feedback: {
    category: '¿De qué se trata?',
    categories: {
      bug: 'Algo no funciona',
      suggestion: 'Una idea',
      answer: 'Una respuesta errónea',
      payment: 'Pago o VIP',
      account: 'Mi cuenta',
      other: 'Otra cosa',
    },
    content: 'Cuéntanos más',
    placeholder: '¿Qué ha pasado o qué te gustaría? Cuanto más preciso, mejor.',
    images: 'Capturas de pantalla (hasta {{max}})',
    removeImage: 'Quitar esta imagen',
    contact: '¿Cómo podemos contactarte? (opcional)',
    contactPlaceholder: 'Teléfono, ID de WeChat o correo',
    submit: 'Enviar',
    sending: 'Enviando…',
    thanks: '¡Gracias!',
    thanksNote: 'Leemos todos los mensajes. Si dejaste un contacto, te responderemos.',
    writeFirst: 'Primero cuéntanos qué pasó',
  },
}
