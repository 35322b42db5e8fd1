import type { ContactMessages } from "../contact/messages.js";

/**
 * The contact form in Spanish, as another team would write it: the whole typed object, so the
 * compiler names any word left out. For the tests and the story that show a form in another language.
 */
export const contactMessagesEs: ContactMessages = {
  formLabel: "Mensaje de contacto",
  fields: {
    name: { label: "Nombre" },
    email: { label: "Correo electrónico" },
    phone: { label: "Teléfono", hint: "Opcional." },
    message: { label: "Mensaje" },
  },
  submit: "Enviar mensaje",
  busy: "Enviando...",
  errors: {
    required: "Este campo es obligatorio.",
    invalidEmail: "Escribe un correo electrónico válido.",
    tooLong: (limit) => `Escribe como máximo ${limit.toLocaleString("es-ES")} caracteres.`,
  },
  toasts: {
    missingFields: { title: "Faltan datos", description: "Rellena todos los campos obligatorios." },
    failed: { title: "No se pudo enviar", description: "No se pudo enviar el mensaje. Inténtalo de nuevo." },
    success: {
      title: "¡Gracias por escribirnos!",
      description: "Hemos recibido tu mensaje y te responderemos pronto.",
    },
  },
  thankYou: {
    heading: "Mensaje enviado",
    message: "Te responderemos en un día laborable.",
    againLabel: "Enviar otro mensaje",
  },
};
