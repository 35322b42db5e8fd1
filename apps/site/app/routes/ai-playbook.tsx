export default function AiPlaybook() {
  return <h1>Weekly AI Playbook</h1>;
}
