import { memo, useId } from "react";
import { type PortfolioProject, viewProjectLabel, watchVideoLabel } from "@grand-river/content";
import { Card, CardBody, CardTitle, Cluster, LazyImage, Tag, type FilteredProps } from "@grand-river/ui";
import { CardLink } from "../../shared/CardLink";
import { pictureProps, pictureSizes } from "../../shared/picture";

/**
 * One portfolio project: its picture when it has one, title, description, tags, and its video and
 * live links when it has them.
 * `filtered` is what the tabs show it by (FilterTabs); what is inside a card never renders again.
 */
export function ProjectCard({ project, filtered }: { project: PortfolioProject; filtered?: FilteredProps }) {
  const titleId = useId();
  return (
    <Card as="li" {...filtered}>
      <ProjectCardContent project={project} titleId={titleId} />
    </Card>
  );
}

const ProjectCardContent = memo(function ProjectCardContent({
  project,
  titleId,
}: {
  project: PortfolioProject;
  titleId: string;
}) {
  return (
    <>
      {project.image ? <LazyImage {...pictureProps(project.image)} sizes={pictureSizes.card} /> : null}
      {/* h2: the cards sit straight under the page's h1, with no section heading between. */}
      <CardTitle level={2} id={titleId}>
        {project.title}
      </CardTitle>
      <CardBody>
        <p>{project.description}</p>
      </CardBody>
      <Cluster as="ul" gap="xs">
        {project.tags.map((tag) => (
          <li key={tag}>
            <Tag>{tag}</Tag>
          </li>
        ))}
      </Cluster>
      {project.videoLink || project.link ? (
        <Cluster gap="xs">
          {project.videoLink ? (
            <CardLink href={project.videoLink} titleId={titleId} variant="secondary">
              {watchVideoLabel}
            </CardLink>
          ) : null}
          {project.link ? (
            <CardLink href={project.link} titleId={titleId}>
              {viewProjectLabel}
            </CardLink>
          ) : null}
        </Cluster>
      ) : null}
    </>
  );
});
