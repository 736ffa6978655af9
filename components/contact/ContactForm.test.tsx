import { contactTextIn } from "./contact-text";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { CONTACT_MESSAGES } from "@/lib/contact/contact-schema";
import { TEXT_PROBLEMS } from "@/lib/kernel/validation/text";
import { ContactForm } from "./ContactForm";

jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

interface FakeAnswer {
  status: number;
  body: unknown;
}
let answer: FakeAnswer = { status: 200, body: { message: "Thanks for getting in touch!" } };
const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({
  ok: answer.status < 400,
  status: answer.status,
  json: async () => answer.body,
}));

beforeEach(() => {
  answer = { status: 200, body: { message: "Thanks for getting in touch!" } };
  fetchMock.mockClear();
  Object.assign(globalThis, { fetch: fetchMock });
});

/** The email box and the "Email" choice of the contact method share a name; inputs come first. */
function field(label: string | RegExp): HTMLElement {
  return screen.getByLabelText(label, { selector: "input:not([type=radio]), select, textarea" });
}

function fill(label: string | RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function fillGoodMessage() {
  fill("Your name", "Jordan Lee");
  fill("Email", "jordan@example.com");
  fill("Borough", "Queens");
  fill("How can we help?", "Weekly cleaning for a one-bedroom in Astoria, please.");
}

function submit() {
  fireEvent.click(screen.getByRole("button", { name: "Send message" }));
}

function sentBody(): Record<string, unknown> {
  const init = fetchMock.mock.calls[0]?.[1];
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

describe("ContactForm", () => {
  it("shows a message beside each bad field, moves the focus to a summary that links to each, and sends nothing", async () => {
    render(<ContactForm copy={contactTextIn("en")} />);
    fill("Email", "not-an-email");
    submit();
    const summary = await screen.findByRole("region", { name: "There is a problem with your answers" });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getAllByRole("link").map((link) => link.textContent)).toEqual([
      CONTACT_MESSAGES.name,
      CONTACT_MESSAGES.email,
      CONTACT_MESSAGES.borough,
      expect.stringContaining(CONTACT_MESSAGES.message),
    ]);
    // Announced once, by taking the focus: no alert repeats it.
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(field("Your name")).toHaveAccessibleDescription(CONTACT_MESSAGES.name);
    expect(field("Email")).toHaveAccessibleDescription(CONTACT_MESSAGES.email);
    expect(field("Borough")).toHaveAttribute("aria-invalid", "true");
    expect(field("How can we help?")).toHaveAccessibleDescription(expect.stringContaining(CONTACT_MESSAGES.message));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(summary).getByRole("link", { name: CONTACT_MESSAGES.borough }));
    expect(field("Borough")).toHaveFocus();
  });

  it("shows the shared text rules' messages beside the name and the message, and sends nothing", async () => {
    render(<ContactForm copy={contactTextIn("en")} />);
    fillGoodMessage();
    fill("Your name", "Jordan \u202eLee");
    fill("How can we help?", "Weekly cleaning\u0000 for a one-bedroom in Astoria, please.");
    submit();
    expect(await screen.findByRole("region", { name: "There is a problem with your answers" })).toHaveTextContent(TEXT_PROBLEMS.direction("name"));
    expect(field("Your name")).toHaveAccessibleDescription(TEXT_PROBLEMS.direction("name"));
    expect(field("How can we help?")).toHaveAccessibleDescription(expect.stringContaining(TEXT_PROBLEMS.control("message")));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for a phone number when a call or a text is preferred", async () => {
    render(<ContactForm copy={contactTextIn("en")} />);
    fillGoodMessage();
    fireEvent.click(screen.getByLabelText("Text message"));
    submit();
    const summary = await screen.findByRole("region", { name: "There is a problem with your answers" });
    expect(within(summary).getByRole("link", { name: CONTACT_MESSAGES.phoneNeeded })).toHaveAttribute("href", "#field-phone");
    expect(field(/^Phone/)).toHaveAccessibleDescription(expect.stringContaining(CONTACT_MESSAGES.phoneNeeded));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers the free estimate only for office and post-construction jobs", () => {
    render(<ContactForm copy={contactTextIn("en")} />);
    expect(screen.queryByLabelText("Request a free estimate")).not.toBeInTheDocument();
    fill(/^Service/, "office-cleaning");
    expect(screen.getByLabelText("Request a free estimate")).not.toBeChecked();
    fill(/^Service/, "deep-cleaning");
    expect(screen.queryByLabelText("Request a free estimate")).not.toBeInTheDocument();
    fill(/^Service/, "post-construction-cleaning");
    expect(screen.getByLabelText("Request a free estimate")).toBeInTheDocument();
  });

  it("sends a good message and shows the thanks in place of the form", async () => {
    render(<ContactForm copy={contactTextIn("en")} />);
    fillGoodMessage();
    fill(/^Service/, "office-cleaning");
    fireEvent.click(screen.getByLabelText("Request a free estimate"));
    fireEvent.click(screen.getByLabelText("Phone call"));
    fill(/^Phone/, "718 555 0103");
    submit();
    const thanks = await screen.findByRole("status");
    expect(within(thanks).getByRole("heading", { name: "Message sent" })).toBeInTheDocument();
    expect(thanks).toHaveTextContent("Thanks for getting in touch!");
    expect(fetchMock).toHaveBeenCalledWith("/api/contact", expect.objectContaining({ method: "POST" }));
    expect(sentBody()).toEqual({
      name: "Jordan Lee",
      email: "jordan@example.com",
      phone: "718 555 0103",
      borough: "Queens",
      service: "office-cleaning",
      preferredContact: "phone",
      message: "Weekly cleaning for a one-bedroom in Astoria, please.",
      freeEstimate: true,
      website: "",
    });
    expect(screen.queryByRole("form", { name: "Contact us" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Send another message" }));
    expect(screen.getByRole("form", { name: "Contact us" })).toBeInTheDocument();
  });

  it("drops a ticked free estimate when the service changes to one without it", async () => {
    render(<ContactForm copy={contactTextIn("en")} />);
    fillGoodMessage();
    fill(/^Service/, "office-cleaning");
    fireEvent.click(screen.getByLabelText("Request a free estimate"));
    fill(/^Service/, "deep-cleaning");
    submit();
    await screen.findByRole("status");
    expect(sentBody()).toMatchObject({ service: "deep-cleaning", freeEstimate: false });
  });

  it("shows the server's refusal: too many messages, or messages per field", async () => {
    answer = { status: 429, body: { error: "You have sent several messages in a short time. Try again in 58 minutes." } };
    render(<ContactForm copy={contactTextIn("en")} />);
    fillGoodMessage();
    submit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Try again in 58 minutes.");

    answer = { status: 400, body: { error: "Please check the highlighted fields.", fieldErrors: { email: "That address cannot receive mail." } } };
    submit();
    const summary = await screen.findByRole("region", { name: "There is a problem with your answers" });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole("link", { name: "That address cannot receive mail." })).toHaveAttribute("href", "#field-email");
    expect(field("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("ContactForm filled in by a link", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("starts with the service, the free estimate and the size the booking form sent", async () => {
    window.history.replaceState(null, "", "/contact?service=office-cleaning&squareFeet=25000");
    render(<ContactForm copy={contactTextIn("en")} />);
    await waitFor(() => expect(field(/^Service/)).toHaveValue("office-cleaning"));
    expect(screen.getByRole("checkbox", { name: /Request a free estimate/ })).toBeChecked();
    expect(field("How can we help?")).toHaveValue("I would like a free estimate for office cleaning, about 25,000 sq ft. ");
  });

  it("ignores a link naming no service it knows", async () => {
    window.history.replaceState(null, "", "/contact?service=rocket-cleaning&squareFeet=25000");
    render(<ContactForm copy={contactTextIn("en")} />);
    await waitFor(() => expect(field("How can we help?")).toHaveValue(""));
    expect(field(/^Service/)).toHaveValue("");
  });
});

describe("ContactForm's phone", () => {
  it.each([
    ["+44 20 7946 0958", "We can only send texts to US phone numbers. Please give a US mobile number."],
    ["(800) 555-0100", "That number can't receive text messages. Please give a mobile number."],
  ])("says why %j cannot be used as soon as the field is left, and stops once it is right", (typed, message) => {
    render(<ContactForm copy={contactTextIn("en")} />);
    const phone = field(/^Phone/);
    fireEvent.change(phone, { target: { value: typed } });
    fireEvent.blur(phone);
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(message));
    fireEvent.change(phone, { target: { value: "718-555-0103" } });
    expect(phone).not.toHaveAttribute("aria-invalid");
  });

  it("says nothing about a field left empty: the phone is optional", () => {
    render(<ContactForm copy={contactTextIn("en")} />);
    fireEvent.blur(field(/^Phone/));
    expect(field(/^Phone/)).not.toHaveAttribute("aria-invalid");
  });
});

describe("ContactForm in Spanish (/es/contact)", () => {
  const englishWords = ["Your name", "Borough", "How can we help?", "Send message", "Not sure yet", "Somewhere else", "Phone call", "(optional)"];

  it("labels, choices and button in Spanish, with the services by their Spanish names, and no English", () => {
    const { container } = render(<ContactForm copy={contactTextIn("es")} />);
    expect(screen.getByRole("form", { name: "Contáctanos" })).toBeInTheDocument();
    expect(field("Tu nombre")).toBeInTheDocument();
    expect(field("Correo electrónico")).toBeInTheDocument();
    expect(field("Teléfono (opcional)")).toHaveAccessibleDescription("Lo necesitamos si prefieres una llamada o un mensaje de texto.");
    expect(within(field("Condado")).getByRole("option", { name: "Otro lugar" })).toBeInTheDocument();
    expect(within(field("Servicio (opcional)")).getByRole("option", { name: "Limpieza profunda" })).toHaveValue("deep-cleaning");
    expect(screen.getByRole("group", { name: "¿Cómo prefieres que te contactemos?" })).toBeInTheDocument();
    expect(screen.getByLabelText("Mensaje de texto")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enviar mensaje" })).toBeInTheDocument();
    fill("Servicio (opcional)", "office-cleaning");
    expect(screen.getByLabelText("Pedir un estimado gratis")).not.toBeChecked();
    for (const english of englishWords) expect(container).not.toHaveTextContent(english);
  });

  it("says its own checks in Spanish, in the summary and beside each field", async () => {
    render(<ContactForm copy={contactTextIn("es")} />);
    fill("Correo electrónico", "no-es-un-correo");
    fireEvent.click(screen.getByRole("button", { name: "Enviar mensaje" }));
    const summary = await screen.findByRole("region", { name: "Hay un problema con tus respuestas" });
    const messages = within(summary)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(messages).toEqual([
      "Escribe tu nombre.",
      "Escribe un correo electrónico válido, como nombre@ejemplo.com.",
      "Elige tu condado.",
      "Cuéntanos en qué te podemos ayudar.",
    ]);
    expect(field("Tu nombre")).toHaveAccessibleDescription("Escribe tu nombre.");
    for (const english of Object.values(CONTACT_MESSAGES)) expect(summary).not.toHaveTextContent(english);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for the phone in Spanish, and says a phone problem in Spanish as soon as the field is left", async () => {
    render(<ContactForm copy={contactTextIn("es")} />);
    const phone = field("Teléfono (opcional)");
    fireEvent.change(phone, { target: { value: "(800) 555-0100" } });
    fireEvent.blur(phone);
    expect(phone).toHaveAccessibleDescription(expect.stringContaining("Ese número no puede recibir mensajes de texto."));
    fireEvent.change(phone, { target: { value: "" } });
    fill("Tu nombre", "Rosa Pérez");
    fill("Correo electrónico", "rosa@example.com");
    fill("Condado", "Queens");
    fill("¿En qué te podemos ayudar?", "Limpieza semanal para un apartamento de una habitación en Astoria.");
    fireEvent.click(screen.getByLabelText("Llamada"));
    fireEvent.click(screen.getByRole("button", { name: "Enviar mensaje" }));
    const summary = await screen.findByRole("region", { name: "Hay un problema con tus respuestas" });
    expect(within(summary).getByRole("link", { name: "Agrega un número de teléfono para poder llamarte o mandarte un texto." })).toHaveAttribute("href", "#field-phone");
  });

  it("sends the same request as in English and thanks in Spanish", async () => {
    render(<ContactForm copy={contactTextIn("es")} />);
    fill("Tu nombre", "Rosa Pérez");
    fill("Correo electrónico", "rosa@example.com");
    fill("Condado", "Other");
    fill("¿En qué te podemos ayudar?", "Limpieza semanal para un apartamento de una habitación en Astoria.");
    fireEvent.click(screen.getByRole("button", { name: "Enviar mensaje" }));
    const thanks = await screen.findByRole("status");
    expect(within(thanks).getByRole("heading", { name: "Mensaje enviado" })).toBeInTheDocument();
    expect(thanks).toHaveTextContent("¡Gracias por escribirnos!");
    expect(thanks).not.toHaveTextContent("Thanks for getting in touch!");
    expect(sentBody()).toMatchObject({ borough: "Other", preferredContact: "email", service: "" });
    fireEvent.click(screen.getByRole("button", { name: "Enviar otro mensaje" }));
    expect(screen.getByRole("form", { name: "Contáctanos" })).toBeInTheDocument();
  });

  it("starts with the booking form's estimate written in Spanish", async () => {
    window.history.replaceState(null, "", "/es/contact?service=office-cleaning&squareFeet=25000");
    render(<ContactForm copy={contactTextIn("es")} />);
    await waitFor(() => expect(field("Servicio (opcional)")).toHaveValue("office-cleaning"));
    expect(screen.getByRole("checkbox", { name: /Pedir un estimado gratis/ })).toBeChecked();
    expect(field("¿En qué te podemos ayudar?")).toHaveValue("Me gustaría un estimado gratis para limpieza de oficinas, de unos 25,000 pies cuadrados. ");
    window.history.replaceState(null, "", "/");
  });
});
