// Only type-checked (tsc): the forms README's "Reword or translate a form" examples, as written
// there, against the packed package's declarations.
import { ContactForm, contactMessages, mergeMessages, type ContactMessages } from "@grand-river/forms";

const reworded = mergeMessages(contactMessages, { submit: "Send", thankYou: { heading: "Thanks!" } });

export const rewordedForm = <ContactForm messages={reworded} />;

const spanish: ContactMessages = {
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
    success: { title: "¡Gracias por escribirnos!", description: "Hemos recibido tu mensaje." },
  },
  thankYou: { heading: "Mensaje enviado", message: "Te responderemos pronto.", againLabel: "Enviar otro mensaje" },
};

export const translated = <ContactForm messages={spanish} />;
