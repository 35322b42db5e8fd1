export default function AiReport() {
  return <h1>AI Strategy Report</h1>;
}
