import type { StatementText } from './types'

export const privacyEs: StatementText = {
  title: 'Política de privacidad',
  sections: [
    {
      heading: '1. Quiénes somos',
      paragraphs: [
        'Mug Tutor lo ofrece {operator}, que decide cómo se tratan tus datos personales. Esta política explica qué recogemos, para qué y cuáles son tus derechos. Muchos de nuestros usuarios son menores: los estudiantes de menos de 14 años deben usar la aplicación con el consentimiento de un tutor, y solo tratamos sus datos para prestar el servicio.',
      ],
    },
    {
      heading: '2. Qué recogemos',
      paragraphs: [
        'Cuenta: tu número de teléfono, o tu nombre de cuenta y un hash de tu contraseña, o tu identificador de WeChat; tu apodo y avatar si los configuras.',
        'Perfil de estudio: centro, curso, asignaturas, idioma y tono del tutor preferidos, horas de acostarte y levantarte.',
        'Lo que creas: preguntas, fotos de ejercicios, respuestas del tutor, cuaderno de errores, eventos del plan de estudio y comentarios que envías.',
        'Compras: pedidos, importes, estado de los pagos y números de transacción de WeChat Pay. Nunca recibimos los datos de tu tarjeta.',
        'Datos técnicos: el identificador del dispositivo usado para las notificaciones, tu dirección IP y registros de solicitudes guardados por seguridad y para resolver problemas.',
      ],
    },
    {
      heading: '3. Para qué los usamos',
      paragraphs: [
        'Para iniciar tu sesión y proteger tu cuenta; responder tus preguntas y guardar tu historial; gestionar tu plan de estudio y recordártelo; procesar pagos y activar el VIP; enviar las notificaciones que pediste; responder a tus comentarios; y evitar abusos. No usamos tus datos para publicidad ni los vendemos.',
      ],
    },
    {
      heading: '4. Quién los trata con nosotros',
      paragraphs: [
        'Solo se comparte lo que cada tarea necesita con: proveedores de SMS (tu número y un código, para iniciar sesión); Tencent WeChat (inicio de sesión, mensajes de suscripción) y WeChat Pay (pagos); el proveedor de modelos de IA que configure el operador (el texto y las fotos de tus preguntas, sin tu número ni tu nombre). Solo pueden usar los datos para esa tarea.',
        'Solo comunicamos información a las autoridades cuando la ley lo exige.',
      ],
    },
    {
      heading: '5. Cuánto tiempo los guardamos',
      paragraphs: [
        'Guardamos tus datos mientras exista tu cuenta. Cuando la eliminas, se borran tu perfil, preguntas, fotos, plan de estudio y notificaciones; los registros de pagos se conservan el tiempo que exija la normativa contable y fiscal, y los registros técnicos se borran tras un plazo limitado.',
      ],
    },
    {
      heading: '6. Seguridad',
      paragraphs: [
        'Las conexiones están cifradas, las contraseñas solo se guardan como hashes robustos, los tokens de sesión se guardan como hashes y pueden revocarse, y el acceso a los datos se limita a la cuenta de cada estudiante.',
      ],
    },
    {
      heading: '7. Tus derechos',
      paragraphs: [
        'Puedes ver y corregir tu perfil en la aplicación, desactivar las notificaciones, retirar tu consentimiento eliminando tu cuenta y pedirnos una copia de tus datos o cualquier otra cosa sobre ellos a través de {contact}. Un tutor puede ejercer estos derechos en nombre de un menor.',
      ],
    },
    {
      heading: '8. Cambios',
      paragraphs: ['Te avisaremos en la aplicación cuando esta política cambie de forma relevante y mostraremos la fecha de la versión vigente.'],
    },
  ],
}
