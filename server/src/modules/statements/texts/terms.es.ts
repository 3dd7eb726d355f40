import type { StatementText } from './types'

export const termsEs: StatementText = {
  title: 'Acuerdo de usuario',
  sections: [
    {
      heading: '1. Sobre este acuerdo',
      paragraphs: [
        'Mug Tutor es un asistente de estudio con IA para estudiantes de secundaria, ofrecido por {operator}. Este acuerdo establece las reglas para usarlo en la aplicación web móvil y en el miniprograma de WeChat.',
        'Al iniciar sesión aceptas este acuerdo y nuestra Política de privacidad. Si tienes menos de 18 años, léelos con tu padre, madre o tutor; un estudiante menor de 14 años necesita el consentimiento de su tutor para usar el servicio.',
      ],
    },
    {
      heading: '2. Tu cuenta',
      paragraphs: [
        'Inicias sesión con tu número de teléfono, una cuenta y contraseña, o WeChat. Una cuenta nueva se activa con un código de invitación o un código de canje. No compartas tu contraseña ni tus códigos de verificación: lo que se haga desde tu cuenta es tu responsabilidad.',
        'Puedes eliminar tu cuenta en cualquier momento desde Ajustes. Al eliminarla se borran tus datos personales como describe la Política de privacidad, y no se puede deshacer.',
      ],
    },
    {
      heading: '3. Uso del tutor con IA',
      paragraphs: [
        'El tutor explica ejercicios, te ayuda a planificar tu estudio y propone tácticas para los exámenes. Sus respuestas las genera un modelo informático y pueden ser erróneas: comprueba los resultados importantes y sigue a tus profesores cuando no coincidan.',
        'Usa el servicio para aprender, no para hacer trampa: no lo uses durante exámenes ni para entregar como propio un trabajo que no lo es cuando esté prohibido.',
        'No subas contenido ilegal, violento, de odio, sexual o que vulnere derechos de otras personas, y no intentes interrumpir el servicio ni aplicarle ingeniería inversa.',
      ],
    },
    {
      heading: '4. VIP y pagos',
      paragraphs: [
        'Las cuentas gratuitas tienen un número limitado de preguntas. Los planes VIP, que muestran su precio en yuanes antes de pagar, dan preguntas ilimitadas durante los días indicados, desde el pago o desde el final de tu VIP actual; los paquetes añaden el número de preguntas indicado.',
        'Los pagos se hacen con WeChat Pay. Un pedido que no se paga en 30 minutos se cierra. Otra persona (por ejemplo, tu padre o tu madre) puede pagar tu pedido escaneando su código QR.',
        'Si algo va mal con una compra, contáctanos a través de {contact}. Los reembolsos se gestionan según la ley aplicable; un pedido reembolsado retira los días VIP o las preguntas que había dado.',
      ],
    },
    {
      heading: '5. Invitaciones',
      paragraphs: [
        'Puedes invitar a un número limitado de compañeros con tu código de invitación. Cuando un compañero invitado activa su cuenta, puedes recibir preguntas adicionales según se indique en la aplicación. Las recompensas obtenidas con cuentas falsas u otros abusos pueden retirarse.',
      ],
    },
    {
      heading: '6. Contenidos y derechos',
      paragraphs: [
        'Tus preguntas, fotos y planes de estudio siguen siendo tuyos; nos permites tratarlos para prestar el servicio. La aplicación, su diseño y sus propios contenidos pertenecen a {operator} o a sus licenciantes.',
      ],
    },
    {
      heading: '7. Disponibilidad y responsabilidad',
      paragraphs: [
        'Trabajamos para que el servicio esté disponible y sea correcto, pero no podemos garantizar que nunca se interrumpa ni que no tenga errores. En la medida en que la ley lo permita, no respondemos de pérdidas indirectas derivadas de su uso.',
        'Podemos suspender las cuentas que incumplan este acuerdo o la ley.',
      ],
    },
    {
      heading: '8. Cambios y contacto',
      paragraphs: [
        'Podemos actualizar este acuerdo; la aplicación muestra la fecha de la versión vigente y te pide que lo aceptes de nuevo tras cambios importantes.',
        'Este acuerdo se rige por las leyes de la República Popular China. Dudas: {contact}.',
      ],
    },
  ],
}
