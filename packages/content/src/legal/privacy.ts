import { site } from "../site";
import { legalLastUpdated, numberSections, type LegalDocument } from "./types";

const firm = site.firmName;

/** The privacy policy (§2.10): 12 numbered sections. */
export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: legalLastUpdated,
  intro: `This policy explains what information ${firm} collects through this website, why we collect it, who we share it with and the choices you have.`,
  sections: numberSections([
    {
      title: "Introduction",
      paragraphs: [
        `${firm} ("we", "us", "our") is an AI consulting and automation agency based in ${site.city}, ${site.regionName}. We respect your privacy and collect only the information we need to respond to you and deliver our services.`,
        "By using this website or submitting a form on it, you agree to the practices described in this policy. If you do not agree, please do not submit your information.",
      ],
    },
    {
      title: "Information We Collect",
      paragraphs: [
        "We collect information you choose to give us when you fill in a form on this site, and a limited amount of technical information when you visit.",
      ],
      bullets: [
        "Contact details: your name, email address and, if you provide it, your phone number.",
        "Business details: your company name, website, industry, team size, the apps you use, the challenges you describe and any notes or questions you send us.",
        "Newsletter and Weekly AI Playbook preferences, including your sign-up date.",
        "Payment confirmation for the AI Strategy Report. Card details are entered on our payment provider's checkout page and never reach us.",
        "Basic technical data such as browser type, device type and pages visited, collected by our hosting provider and embedded services.",
      ],
    },
    {
      title: "How We Use Your Information",
      paragraphs: ["We use the information we collect to:"],
      bullets: [
        "reply to your messages and schedule discovery calls;",
        "prepare and deliver the AI Strategy Report and Weekly AI Playbook you request;",
        "send the newsletter you subscribed to, which you can leave at any time;",
        "plan, build and support the services you engage us for;",
        "keep records of our work and meet our legal and accounting obligations;",
        "improve this website and our services.",
      ],
    },
    {
      title: "How We Share Your Information",
      paragraphs: [
        "We do not sell or rent your personal information. We share it only with service providers that help us run our business, and only as much as each one needs:",
      ],
      bullets: [
        "Workflow-automation providers, which receive form submissions from this site and pass them to the tools we work in.",
        "AI providers, whose models help us analyze the business details you share and draft reports and playbooks. We use business or API terms under which providers do not train their models on your data where such terms are offered.",
        "Office-suite and productivity providers, where we store documents, spreadsheets and email.",
        "Our payment processor, scheduling service and email delivery service.",
        "Authorities or other parties where the law requires it, or to protect our rights, our clients or the public.",
      ],
    },
    {
      title: "Cookies and Similar Technologies",
      paragraphs: [
        "This website does not use advertising cookies. Embedded services such as the booking widget, the video player and the payment checkout may set their own cookies when you use them, under their own privacy policies.",
        "Videos load only when you choose to play them. You can block or delete cookies in your browser settings; some embedded features may then stop working.",
      ],
    },
    {
      title: "Data Security",
      paragraphs: [
        "We protect your information with reasonable administrative, technical and physical safeguards, including encrypted connections, access limited to the people who need it and reputable providers with their own security programs.",
        "No method of transmission or storage is completely secure. If we learn of a breach that affects your personal information, we will notify you as required by law.",
      ],
    },
    {
      title: "Data Retention",
      paragraphs: [
        "We keep your information only as long as we need it for the purposes in this policy. Inquiries that do not lead to work are deleted within 24 months. Client records are kept for the length of our engagement and then as long as tax and accounting rules require.",
        "Newsletter and Playbook details are kept until you unsubscribe, after which we keep only what we need to honor that request.",
      ],
    },
    {
      title: "Your Rights and Choices",
      paragraphs: [
        `You may ask us to show you the personal information we hold about you, correct it, delete it or stop using it for marketing. Email ${site.email} and we will respond within 30 days.`,
        "Every newsletter and Playbook email includes an unsubscribe link. Depending on where you live, you may have further rights under local law, and we will honor them.",
      ],
    },
    {
      title: "International Data Transfers",
      paragraphs: [
        "We are based in the United States, and several of our service providers process data in the United States or other countries. If you contact us from outside the United States, your information will be transferred to and processed in countries whose data protection laws may differ from yours.",
        "Where we rely on providers abroad, we choose those that offer recognized safeguards, such as standard contractual clauses, for the data they handle.",
      ],
    },
    {
      title: "Children's Privacy",
      paragraphs: [
        "Our services are for businesses and are not directed at children under 13. We do not knowingly collect information from children. If you believe a child has sent us personal information, contact us and we will delete it.",
      ],
    },
    {
      title: "Changes to This Policy",
      paragraphs: [
        'We may update this policy as our services or the law change. The "Last updated" date at the top shows when it was last revised. Significant changes will be announced on this page and, where appropriate, by email.',
      ],
    },
    {
      title: "Contact Us",
      paragraphs: [
        `Questions about this policy or your information? Email ${site.email} or write to ${firm}, ${site.city}, ${site.regionName}.`,
      ],
    },
  ]),
};
