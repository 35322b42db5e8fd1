export default function Flyer() {
  return <h1>Port Sheldon Storage</h1>;
}
