export default function TermsOfService() {
  return <h1>Terms of Service</h1>;
}
