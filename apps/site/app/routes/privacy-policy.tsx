export default function PrivacyPolicy() {
  return <h1>Privacy Policy</h1>;
}
