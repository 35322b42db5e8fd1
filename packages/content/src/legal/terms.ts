import { site } from "../site";
import { legalLastUpdated, numberSections, type LegalDocument } from "./types";

const firm = site.firmName;

/** The terms of service (§2.10): 12 numbered sections in the spec's order. */
export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  lastUpdated: legalLastUpdated,
  intro: `These terms govern your use of the ${firm} website and the services we provide. Please read them carefully.`,
  sections: numberSections([
    {
      title: "Introduction",
      paragraphs: [
        `These Terms of Service ("Terms") are an agreement between you and ${firm} ("we", "us", "our"), an AI consulting and automation agency based in ${site.city}, ${site.regionName}. By using this website, submitting a form, purchasing a report or subscribing to a newsletter, you accept these Terms.`,
        "If you use our services on behalf of a business, you confirm that you are authorized to accept these Terms for it. A separate written agreement for a project, where we sign one, takes precedence over these Terms for that project.",
      ],
    },
    {
      title: "Services Provided",
      paragraphs: ["We provide consulting and implementation services to businesses, including:"],
      bullets: [
        "free discovery calls and consultations;",
        "AI audits and the one-time AI Strategy Report;",
        "the Weekly AI Playbook subscription and our free newsletter;",
        "custom AI automations, integrations and web solutions;",
        "training and ongoing support.",
      ],
    },
    {
      title: "Third-Party Tools",
      paragraphs: [
        "Our work relies on third-party software, including workflow-automation platforms, AI models, office suites, payment processors and scheduling tools. Those services are governed by their providers' own terms and privacy policies.",
        "We do not control third-party services and are not responsible for their availability, pricing, changes or outages. Where a solution we build depends on a subscription, you are responsible for that subscription unless we agree otherwise in writing.",
      ],
    },
    {
      title: "Data Privacy and Security",
      paragraphs: [
        "We handle personal information as described in our Privacy Policy, which forms part of these Terms. We take reasonable measures to protect the data you share with us and the systems we build for you.",
        "You are responsible for having the right to share any data you give us, including your customers' data, and for telling us about any confidentiality or regulatory requirements that apply to it.",
      ],
    },
    {
      title: "User Responsibilities",
      paragraphs: ["When you use our website and services, you agree to:"],
      bullets: [
        "give accurate information in forms and during projects;",
        "keep any passwords or access we provide confidential;",
        "not use our website or deliverables for unlawful, harmful or deceptive purposes;",
        "review the output of AI systems before relying on it in decisions that affect your customers, employees or finances.",
      ],
    },
    {
      title: "Intellectual Property",
      paragraphs: [
        `The content of this website, including text, graphics, logos and videos, belongs to ${firm} or its licensors and may not be copied without permission.`,
        "Once paid in full, you own the deliverables we create specifically for you, such as reports, playbooks, automation configurations and website content. We keep ownership of our general methods, templates and know-how, and may reuse them in work for others without using your confidential information.",
      ],
    },
    {
      title: "Disclaimer of Accuracy",
      paragraphs: [
        "Our reports, playbooks, recommendations and estimates of time saved or return on investment are made in good faith from the information available to us. They are not guarantees of results.",
        'AI systems can produce inaccurate or incomplete output. Information on this website and in our newsletters is general and is not legal, financial or tax advice. Except as stated in our refund guarantee, our services are provided "as is".',
      ],
    },
    {
      title: "Limitation of Liability",
      paragraphs: [
        `To the fullest extent permitted by law, ${firm} will not be liable for any indirect, incidental, special or consequential damages, or for lost profits, revenue or data, arising from your use of our website or services.`,
        "Our total liability for any claim relating to our services is limited to the amount you paid us for the service giving rise to the claim in the 12 months before it arose.",
      ],
    },
    {
      title: "Modifications",
      paragraphs: [
        'We may update these Terms from time to time. The "Last updated" date at the top shows when they were last revised. Continuing to use our website or services after a change means you accept the revised Terms. We may also change or discontinue parts of our services with reasonable notice.',
      ],
    },
    {
      title: "Termination",
      paragraphs: [
        "You may stop using our services at any time. Subscriptions can be cancelled before the next billing date and will not renew.",
        "We may suspend or end access to our services if you breach these Terms or use them unlawfully. Sections on intellectual property, disclaimers, limitation of liability and governing law survive termination.",
      ],
    },
    {
      title: "Governing Law",
      paragraphs: [
        "These Terms are governed by the laws of the State of Michigan, without regard to its conflict-of-law rules. Any dispute will be resolved in the state or federal courts located in Kent County, Michigan, and you consent to their jurisdiction.",
      ],
    },
    {
      title: "Contact",
      paragraphs: [
        `Questions about these Terms? Email ${site.email} or write to ${firm}, ${site.city}, ${site.regionName}.`,
      ],
    },
  ]),
};
