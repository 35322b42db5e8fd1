export default function GrandRapids() {
  return <h1>AI Automation in Grand Rapids</h1>;
}
